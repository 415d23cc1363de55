import express from 'express';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { REDACTED_PATHS } from './logging.module';
import { requestLogging } from './request-logging';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  userId?: string | null;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  aborted?: boolean;
}

function appWithLog(level = 'info') {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)) as Line);
      done();
    },
  });
  const root = pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink);
  const app = express();
  app.use(requestLogging(root));
  app.get('/api/signed-in', (req, res) => {
    req.authUser = { id: 'user-7' } as Express.Request['authUser'];
    req.log.info('while serving');
    res.json({ ok: true });
  });
  app.get('/api/own-log', (req, res) => {
    req.log.info('mine');
    res.json({ ownProperty: Object.prototype.hasOwnProperty.call(req, 'log') });
  });
  app.get('/api/health', (_req, res) => res.json({ status: 'ok' }));
  app.get('/api/broken', (_req, res) => res.status(500).json({ message: 'boom' }));
  return { app, lines };
}

/** The completion line is written on 'close', just after the client has its answer. */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe(requestLogging.name, () => {
  it('gives each request its own logger through a getter on the requests’ prototype, not on each request', async () => {
    const { app, lines } = appWithLog();
    const [first, second] = await Promise.all([
      request(app).get('/api/own-log').expect(200),
      request(app).get('/api/own-log').expect(200),
    ]);
    await settle();
    for (const res of [first!, second!]) {
      expect(res.body).toEqual({ ownProperty: false });
      const id = res.headers['x-request-id'] as string;
      expect(lines.filter((l) => l.msg === 'mine' && l.reqId === id)).toHaveLength(1);
    }
    expect(first!.headers['x-request-id']).not.toBe(second!.headers['x-request-id']);
  });

  it('writes one line per request with its id, path without the query, status, time and who asked', async () => {
    const { app, lines } = appWithLog();
    const res = await request(app)
      .get('/api/signed-in?code=secret-sign-in-code')
      .set('Cookie', 'agora.sid=s%3Asecret')
      .expect(200);
    await settle();
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toHaveLength(2);
    const [during, done] = lines as [Line, Line];
    expect(during).toMatchObject({ msg: 'while serving', reqId: id });
    expect(done).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: id,
      userId: 'user-7',
      req: { method: 'GET', url: '/api/signed-in' },
      res: { statusCode: 200 },
    });
    expect(done.responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toMatch(/secret/);
  });

  it('keeps a caller id, logs failures at error level and leaves healthy probes out', async () => {
    const { app, lines } = appWithLog();
    await request(app).get('/api/health').expect(200);
    await request(app).get('/api/broken').set('X-Request-Id', 'edge-42').expect(500);
    await settle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: 'request failed',
      reqId: 'edge-42',
      userId: null,
      res: { statusCode: 500 },
    });
  });

  it('writes nothing for successful requests when the level is above info', async () => {
    const { app, lines } = appWithLog('warn');
    await request(app).get('/api/signed-in').expect(200);
    await request(app).get('/api/broken').expect(500);
    await settle();
    expect(lines.map((line) => line.msg)).toEqual(['request failed']);
  });
});
