import type { NextFunction, Request, Response } from 'express';
import { errorBody } from '../errors/error-body';
import { isCrossSite } from '../http/cross-site';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Guards an Express-mounted admin tool (outside Nest's guards): a visitor's page visit goes to the
 * sign-in page and back, other visitor requests get 401; anyone but the site admin 403; a change
 * sent by another site 403 (the same rule as `SameSiteRequestGuard`).
 */
export function adminOnly(publicUrl: string | undefined) {
  return (req: Request, res: Response, next: NextFunction): void => {
    res.set('Cache-Control', 'no-store');
    if (!req.authUser) {
      if (req.method === 'GET' && req.accepts(['json', 'html']) === 'html') {
        res.redirect(302, `/api/login?returnTo=${encodeURIComponent(req.originalUrl)}`);
        return;
      }
      res.status(401).json(errorBody(401, 'Unauthorized'));
      return;
    }
    if (!req.authUser.isAdmin) {
      res.status(403).json(errorBody(403, 'Admin access required'));
      return;
    }
    if (!SAFE_METHODS.has(req.method) && isCrossSite(req, publicUrl)) {
      res.status(403).json(errorBody(403, 'Cross-site request refused'));
      return;
    }
    next();
  };
}
