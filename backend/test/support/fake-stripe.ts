import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  url: string;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  allow_promotion_codes: boolean;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** Form fields exactly as Stripe's client encoded them, e.g. `metadata[userId]`. */
  form: Record<string, string>;
}

/**
 * A local server speaking Stripe's REST wire format for Checkout Sessions (form-encoded requests,
 * JSON answers, Stripe's error envelope), so tests drive the real `stripe` client against it.
 */
export class FakeStripe {
  readonly sessions = new Map<string, FakeCheckoutSession>();
  readonly requests: RecordedRequest[] = [];
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>(
      (resolve, reject) => this.server?.close((e) => (e ? reject(e) : resolve())) ?? resolve(),
    );
  }

  /** What Stripe does when the buyer completes the payment. */
  pay(sessionId: string): FakeCheckoutSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no fake session ${sessionId}`);
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    return session;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
    const path = (req.url ?? '').split('?')[0]!;
    this.requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      form,
    });
    if (!req.headers.authorization?.startsWith('Bearer sk_')) {
      return send(res, 401, stripeError('invalid_request_error', 'Invalid API Key provided'));
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions')
      return send(res, 200, this.create(form));
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const session = this.sessions.get(decodeURIComponent(match[1]!));
      if (session) return send(res, 200, session);
      return send(
        res,
        404,
        stripeError(
          'invalid_request_error',
          `No such checkout.session: '${match[1]}'`,
          'resource_missing',
        ),
      );
    }
    send(
      res,
      404,
      stripeError('invalid_request_error', `Unrecognized request URL (${req.method}: ${path})`),
    );
  }

  private create(form: Record<string, string>): FakeCheckoutSession {
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const metadata = Object.fromEntries(
      Object.entries(form)
        .map(([key, value]) => [/^metadata\[(.+)\]$/.exec(key)?.[1], value] as const)
        .filter((entry): entry is [string, string] => entry[0] !== undefined),
    );
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: form.mode ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      success_url: form.success_url ?? '',
      cancel_url: form.cancel_url ?? '',
      client_reference_id: form.client_reference_id ?? null,
      allow_promotion_codes: form.allow_promotion_codes === 'true',
      amount_total: Number(form['line_items[0][price_data][unit_amount]'] ?? 0),
      currency: form['line_items[0][price_data][currency]'] ?? 'eur',
      metadata,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.sessions.set(id, session);
    return session;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  });
  res.end(JSON.stringify(body));
}

function stripeError(type: string, message: string, code?: string) {
  return { error: { type, message, ...(code ? { code } : {}) } };
}
