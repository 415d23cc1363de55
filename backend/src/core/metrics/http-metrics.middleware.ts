import type { NextFunction, Request, Response } from 'express';
import type { PrometheusMetrics } from './prometheus-metrics';

/** Requests no route answered (static files, 404s) share one label instead of one per raw path. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Times every request and records it under its route pattern (`/api/chats/:id`), never the raw path. */
export function httpMetricsMiddleware(metrics: PrometheusMetrics) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const pattern = (req.route as { path?: unknown } | undefined)?.path;
      const route = typeof pattern === 'string' ? `${req.baseUrl}${pattern}` : UNMATCHED_ROUTE;
      metrics.httpRequest(req.method, route, res.statusCode, seconds);
    });
    next();
  };
}
