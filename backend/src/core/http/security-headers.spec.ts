import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { headersWrittenBy, writingHeadersOf } from './security-headers';

/** The response headers of GET / on an app that runs `middleware` before a plain route. */
async function headersThrough(middleware: RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use(middleware);
  app.get('/', (_req, res) => {
    res.send('ok');
  });
  const res = await request(app).get('/').expect(200);
  const { date: _date, etag: _etag, ...headers } = res.headers as Record<string, string>;
  return headers;
}

describe('security headers written once', () => {
  it('replays exactly the headers helmet writes, CSP included, and removes what it removes', async () => {
    const options: Parameters<typeof helmet>[0] = {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          scriptSrc: ["'self'", 'https://remote.example'],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
    };
    const direct = await headersThrough(helmet(options));
    const replayed = await headersThrough(writingHeadersOf(helmet(options)));
    expect(replayed).toEqual(direct);
    expect(replayed['content-security-policy']).toContain(
      "script-src 'self' https://remote.example",
    );
    expect(replayed['x-powered-by']).toBeUndefined();
  });

  it('keeps the last value when a header is written twice', () => {
    const twice: RequestHandler = (_req, res, next) => {
      res.setHeader('X-Frame-Options', 'DENY');
      res.setHeader('x-frame-options', 'SAMEORIGIN');
      next();
    };
    expect(headersWrittenBy(twice).set).toEqual([['x-frame-options', 'SAMEORIGIN']]);
  });

  it('refuses a middleware that does not finish at once, since its headers could depend on the request', () => {
    const later: RequestHandler = (_req, _res, next) => void setImmediate(next);
    expect(() => headersWrittenBy(later)).toThrow(/synchronously/);
  });
});
