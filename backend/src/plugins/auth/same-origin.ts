import type { Request } from 'express';

/**
 * A browser form post from another site carries its own Origin. Refusing those stops login CSRF
 * (signing a victim into an attacker's account). Requests without Origin (non-browser) pass.
 */
export function isCrossSiteForm(req: Request): boolean {
  const origin = req.get('origin');
  if (!origin || origin === 'null') return origin === 'null';
  try {
    return new URL(origin).host !== req.get('host');
  } catch {
    return true;
  }
}
