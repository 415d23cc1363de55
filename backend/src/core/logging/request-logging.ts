import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { requestIdOf } from './request-id';

/** Probes poll these; only their failures are worth a line. */
const QUIET_WHEN_OK = new Set(['/api/health', '/api/health/live', '/api/health/ready']);

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** This request's logger: every line carries its `reqId`. */
      log: Logger;
    }
  }
}

/**
 * Gives each request its id (echoed as `X-Request-Id`) and a child logger carrying it, and writes
 * one line when the response ends: method, path (never the query, which can carry sign-in codes),
 * status, milliseconds and who asked. pino-http made three child loggers per request, each
 * serialising the whole request even when the line was never written — a third of a signed-in
 * request's CPU in `bench/http-auth.mjs`; this makes one, with the id only.
 */
export function requestLogging(root: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = performance.now();
    const reqId = requestIdOf(req, res);
    const state: RequestLog = { root, reqId };
    (req as RequestWithLog)[REQUEST_LOG] = state;
    givePrototypeALogGetter(req);
    const logger = () => childOf(state);
    res.once('close', () => {
      const failed = res.statusCode >= 500;
      const level = failed ? 'error' : 'info';
      const path = req.originalUrl.replace(/\?.*$/s, '');
      if (!root.isLevelEnabled(level) || (!failed && QUIET_WHEN_OK.has(path))) return;
      logger()[level](
        {
          req: { method: req.method, url: path },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
          userId: req.authUser?.id ?? null,
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        failed ? 'request failed' : 'request completed',
      );
    });
    next();
  };
}

const REQUEST_LOG = Symbol('request log');
interface RequestLog {
  root: Logger;
  reqId: string;
  child?: Logger;
}
type RequestWithLog = Request & { [REQUEST_LOG]?: RequestLog };

/**
 * The request's logger, made on first use: most requests never log (healthy, above the level), and
 * a pino child costs about 2% of a signed-in read.
 */
function childOf(state: RequestLog): Logger {
  return (state.child ??= state.root.child({ reqId: state.reqId }));
}

const withLogGetter = new WeakSet<object>();

/**
 * `req.log` is a getter on the requests' prototype (Express's `app.request`), set up once, like
 * Express's own `req.path`: defining it on every request object cost about 8% of a signed-in read
 * (`bench/http-auth.mjs`), as V8 no longer treats such objects as the same shape.
 */
function givePrototypeALogGetter(req: Request): void {
  const prototype = Object.getPrototypeOf(req) as object;
  if (withLogGetter.has(prototype)) return;
  withLogGetter.add(prototype);
  Object.defineProperty(prototype, 'log', {
    configurable: true,
    get(this: RequestWithLog): Logger | undefined {
      const state = this[REQUEST_LOG];
      return state && childOf(state);
    },
  });
}
