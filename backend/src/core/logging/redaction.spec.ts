import { Writable } from 'node:stream';
import pino from 'pino';
import { REDACTED_PATHS } from './logging.module';

describe('log redaction', () => {
  it('never writes cookies, authorization, AI keys or set-cookie', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const sut = pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink);
    sut.info({
      req: {
        url: '/api/chat',
        headers: {
          cookie: 'agora.sid=s%3Asecret-session',
          authorization: 'Bearer secret-token',
          'x-ai-api-key': 'sk-secret-key',
          'stripe-signature': 't=1,v1=secret-signature',
          'user-agent': 'jest',
        },
      },
      res: { headers: { 'set-cookie': 'agora.sid=s%3Asecret-session' } },
    });
    const line = lines.join('');
    expect(line).not.toMatch(/secret/);
    expect(line).toContain('"user-agent":"jest"');
    expect(line.match(/\[redacted\]/g)).toHaveLength(5);
  });
});
