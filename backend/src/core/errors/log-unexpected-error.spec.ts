import type { ArgumentsHost } from '@nestjs/common';
import express, { type Request, type Response } from 'express';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { requestLogging } from '../logging/request-logging';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { expressErrorHandler } from './express-error-handler';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  context?: string;
}

/** An app logging to memory, whose routes fail as a middleware and as a Nest handler would. */
function failingApp() {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)) as Line);
      done();
    },
  });
  const app = express();
  app.use(requestLogging(pino({ level: 'info' }, sink)));
  app.get('/api/middleware-failure', () => {
    throw new Error('store unreachable');
  });
  app.get('/api/handler-failure', (req: Request, res: Response) => {
    const host = {
      getType: () => 'http',
      switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }),
    } as unknown as ArgumentsHost;
    new AllExceptionsFilter().catch(new TypeError('cannot read title of undefined'), host);
  });
  app.use(expressErrorHandler);
  return { app, lines };
}

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('an unexpected error during a request', () => {
  it.each([
    ['/api/middleware-failure', 'Error: store unreachable'],
    ['/api/handler-failure', 'TypeError: cannot read title of undefined'],
  ])(
    '%s is logged with its stack on the line of the request id the client was sent',
    async (path, head) => {
      const { app, lines } = failingApp();
      const res = await request(app).get(path).expect(500);
      await settle();
      expect(res.body).toMatchObject({ statusCode: 500, message: 'Internal server error' });
      const id = res.headers['x-request-id'] as string;
      const errorLine = lines.find((line) => line.context === 'Errors');
      expect(errorLine).toMatchObject({ level: 50, reqId: id });
      expect(errorLine?.msg.startsWith(head)).toBe(true);
      expect(errorLine?.msg).toMatch(/\n\s+at /);
      expect(lines.find((line) => line.msg === 'request failed')).toMatchObject({ reqId: id });
    },
  );
});
