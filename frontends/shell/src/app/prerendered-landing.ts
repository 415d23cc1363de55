import { hasSessionCookie } from '../auth/session-hint';

/**
 * Whether `#root` holds the visitor landing prerendered at build (the server sends it at `/` to a
 * browser without the session hint), which the app renders identically and can hydrate. A
 * rabbit-hole share link (`/#/rabbit-hole/{id}`, a hash the server never sees) shows another view.
 */
export function servedPrerenderedLanding(
  container: Element,
  location: Pick<Location, 'pathname' | 'hash'> = window.location,
  cookies: string = document.cookie,
): boolean {
  return (
    container.hasChildNodes() &&
    location.pathname === '/' &&
    !location.hash.startsWith('#/rabbit-hole/') &&
    !hasSessionCookie(cookies)
  );
}
