import express, { type RequestHandler, Router } from 'express';
import { hasBody } from 'type-is';
import { largeJsonBodyRoutes } from './body-limits';

const BODY_LIMIT = '1mb';

/**
 * JSON and form bodies, with the larger limits routes declared for uploads. Most requests (every
 * GET) have no body, so they skip the parsers altogether instead of passing through each one.
 */
export function bodyParsing(): RequestHandler {
  const parsers = Router();
  // Declared uploads first: a body parsed here is skipped by the default parser below.
  for (const route of largeJsonBodyRoutes())
    parsers.use(route.path, express.json({ limit: route.limit }));
  parsers.use(
    express.json({
      limit: BODY_LIMIT,
      // Webhooks (Stripe) verify signatures over the exact bytes.
      verify: (req, _res, buf) => {
        (req as express.Request).rawBody = buf;
      },
    }),
  );
  parsers.use(express.urlencoded({ extended: false, limit: BODY_LIMIT }));
  return (req, res, next) => (hasBody(req) ? parsers(req, res, next) : next());
}
