import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { UsersService } from '../users/users.service';
import { clearSessionHint, hasSessionHint, setSessionHint } from './session-hint';

/**
 * Loads the session's user into `req.authUser` (what guards and `@CurrentUser()` read), and keeps
 * the readable session hint in step with it (set while signed in, cleared once the session is gone).
 */
export function sessionUserMiddleware(users: UsersService): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const userId = req.session?.userId;
    if (!userId) {
      if (hasSessionHint(req)) clearSessionHint(res);
      return next();
    }
    users
      .findById(userId)
      .then(async (user) => {
        if (!user) {
          delete req.session.userId; // the account is gone; the cookie no longer signs anyone in
          clearSessionHint(res);
          return;
        }
        req.authUser = users.toAuthUser(user);
        if (!hasSessionHint(req)) setSessionHint(req, res);
        await users.touchLastActive(user.id);
      })
      .then(() => next(), next);
  };
}
