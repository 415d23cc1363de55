import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { UsersService } from '../users/users.service';
import { clearSessionHint, hasSessionHint, setSessionHint } from './session-hint';
import { renewSessionWhenDue } from './session-renewal';

/**
 * Loads the session's user into `req.authUser` (what guards and `@CurrentUser()` read), keeps the
 * session alive while it is used (`renewSessionWhenDue`), and keeps the readable session hint in
 * step with it (set while signed in, sent again with a renewed session, cleared once it is gone).
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
        if (renewSessionWhenDue(req) || !hasSessionHint(req)) setSessionHint(req, res);
        await users.touchLastActive(user.id);
      })
      .then(() => next(), next);
  };
}
