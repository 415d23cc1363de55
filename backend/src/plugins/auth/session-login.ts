import type { Request } from 'express';
import { clearSessionHint, setSessionHint } from '../../core/auth/session-hint';
import { markSessionRenewed } from '../../core/auth/session-renewal';

/** Starts a fresh session for `userId` (a new id, so a planted cookie cannot be fixated). */
export function startSession(req: Request, userId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((regenerateError) => {
      if (regenerateError) return reject(regenerateError);
      req.session.userId = userId;
      markSessionRenewed(req);
      req.session.save((saveError) => {
        if (saveError) return reject(saveError);
        if (req.res) setSessionHint(req, req.res);
        resolve();
      });
    });
  });
}

export function endSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    if (req.res) clearSessionHint(req.res);
    if (!req.session) return resolve();
    req.session.destroy((error) => (error ? reject(error) : resolve()));
  });
}
