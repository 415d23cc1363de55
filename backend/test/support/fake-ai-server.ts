import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

/** A parsed JSON request body, read freely by tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are arbitrary JSON
export type WireBody = any;

/** `receivedAt` is performance.now() when the request arrived (comparable within this process). */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: WireBody;
  receivedAt: number;
}

/** What the fake answers to one request. `events` is sent as server-sent events; `hangMs` delays the headers. */
export interface FakeAnswer {
  status?: number;
  json?: unknown;
  bytes?: { contentType: string; data: Buffer };
  events?: { event?: string; data: unknown }[];
  /** Delay before the first byte (simulates model latency or a hung server). */
  delayMs?: number;
  /** Delay between streamed events. */
  eventGapMs?: number;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: RecordedRequest) => FakeAnswer | undefined;

/**
 * A local HTTP server on 127.0.0.1:0 for wire-level tests of the vendor SDKs. Answers come from a
 * queue (`enqueue`) first, then from the default handler; every request is recorded.
 */
export class FakeAiServer {
  readonly requests: RecordedRequest[] = [];
  private readonly queue: FakeAnswer[] = [];
  private server?: Server;
  private readonly sockets = new Set<import('node:net').Socket>();

  constructor(private readonly fallback: FakeHandler) {}

  enqueue(...answers: FakeAnswer[]): this {
    this.queue.push(...answers);
    return this;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const receivedAt = performance.now();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = await parseBody(Buffer.concat(chunks), req.headers['content-type']);
    const recorded = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      body,
      receivedAt,
    };
    this.requests.push(recorded);
    const answer = this.queue.shift() ??
      this.fallback(recorded) ?? {
        status: 404,
        json: { error: { message: `no fake for ${recorded.path}` } },
      };
    if (answer.delayMs) await sleep(answer.delayMs);
    if (res.destroyed) return;
    const status = answer.status ?? 200;
    if (answer.events) {
      res.writeHead(status, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
        ...answer.headers,
      });
      for (const [i, event] of answer.events.entries()) {
        if (i > 0 && answer.eventGapMs) await sleep(answer.eventGapMs);
        if (res.destroyed) return;
        const data = typeof event.data === 'string' ? event.data : JSON.stringify(event.data);
        res.write(`${event.event ? `event: ${event.event}\n` : ''}data: ${data}\n\n`);
      }
      res.end();
      return;
    }
    if (answer.bytes) {
      res.writeHead(status, { 'content-type': answer.bytes.contentType, ...answer.headers });
      res.end(answer.bytes.data);
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json', ...answer.headers });
    res.end(JSON.stringify(answer.json ?? {}));
  }
}

/**
 * JSON as parsed JSON, a multipart upload (speech to text) as its text fields and its files (parsed
 * by the platform's own multipart reader), anything else as text.
 */
async function parseBody(raw: Buffer, contentType = ''): Promise<WireBody> {
  if (contentType.startsWith('multipart/form-data')) {
    const form = await new Request('http://fake.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: raw,
    }).formData();
    const fields: Record<string, string> = {};
    const files: Record<string, { name: string; type: string; bytes: Buffer }> = {};
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') fields[key] = value;
      else
        files[key] = {
          name: value.name,
          type: value.type,
          bytes: Buffer.from(await value.arrayBuffer()),
        };
    }
    return { multipart: true, fields, files };
  }
  const text = raw.toString('utf8');
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text; // not JSON: keep the text
  }
}

// Unref: a pending fake delay must not keep the test process alive after the test ends.
export const sleep = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
