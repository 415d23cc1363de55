import 'express-session';
import type { AuthUser } from './auth-user';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** When the cookie was last sent with its full lifetime, ms since the epoch (`session-renewal.ts`). */
    renewedAt?: number;
    /** OpenID Connect login in progress (PKCE verifier, state, nonce, where to go after). */
    oidc?: { codeVerifier: string; state: string; nonce: string; returnTo: string };
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set for signed-in requests by the session-user middleware. */
      authUser?: AuthUser;
      /** The exact JSON body bytes (webhook signatures). */
      rawBody?: Buffer;
    }
  }
}
