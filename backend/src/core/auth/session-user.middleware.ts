import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { UsersService } from '../users/users.service';

/** Loads the session's user into `req.authUser` (what guards and `@CurrentUser()` read). */
export function sessionUserMiddleware(users: UsersService): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const userId = req.session?.userId;
    if (!userId) return next();
    users
      .findById(userId)
      .then(async (user) => {
        if (!user) {
          delete req.session.userId; // the account is gone; the cookie no longer signs anyone in
          return;
        }
        req.authUser = users.toAuthUser(user);
        await users.touchLastActive(user.id);
      })
      .then(() => next(), next);
  };
}
