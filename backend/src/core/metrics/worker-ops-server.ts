import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '../config/config.service';
import { bearerOf, tokenMatches } from './bearer-token';
import { PrometheusMetrics } from './prometheus-metrics';

/**
 * A worker has no HTTP app; with `WORKER_OPS_PORT` set it answers two operator paths on that port:
 * `/health/live` (200 while the process runs) and `/metrics` (Prometheus, `Authorization: Bearer
 * <METRICS_TOKEN>` only; 401 otherwise), so the jobs' AI calls, credits and failures are scraped too.
 */
@Injectable()
export class WorkerOpsServer implements OnApplicationShutdown {
  private server?: Server;

  constructor(
    private readonly metrics: PrometheusMetrics,
    private readonly config: ConfigService,
  ) {}

  async listen(port: number, host = '0.0.0.0'): Promise<Server> {
    const server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve) => server.listen(port, host, resolve));
    this.server = server;
    return server;
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET') return send(res, 405, 'text/plain', 'Method not allowed');
    if (path === '/health/live') return send(res, 200, 'application/json', '{"status":"ok"}');
    if (path !== '/metrics') return send(res, 404, 'text/plain', 'Not found');
    const bearer = bearerOf(req.headers.authorization);
    if (bearer === undefined || !tokenMatches(bearer, this.config.env.METRICS_TOKEN))
      return send(res, 401, 'text/plain', 'Unauthorized');
    const { contentType, body } = await this.metrics.render();
    send(res, 200, contentType, body);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(body);
}
