import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage) => { status: number; body?: unknown };

/** A real HTTP server answering the shell's calls from a table the test controls. */
export class TestServer {
  readonly requests: string[] = [];
  private handlers = new Map<string, Handler>();
  private server: Server | null = null;
  base = '';

  on(methodAndPath: string, handler: Handler): this {
    this.handlers.set(methodAndPath, handler);
    return this;
  }

  reset(): void {
    this.handlers.clear();
    this.requests.length = 0;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => this.answer(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private answer(req: IncomingMessage, res: ServerResponse) {
    const key = `${req.method} ${new URL(req.url ?? '/', this.base).pathname}`;
    this.requests.push(key);
    const handler = this.handlers.get(key);
    const { status, body } = handler
      ? handler(req)
      : { status: 404, body: { message: `No route ${key}` } };
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body === undefined ? '' : JSON.stringify(body));
  }
}

/** Points the jsdom page at the test server, so '/api/…' goes there. */
export function usePageOrigin(base: string, path = '/'): void {
  (
    globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }
  ).jsdom.reconfigure({ url: `${base}${path}` });
}
