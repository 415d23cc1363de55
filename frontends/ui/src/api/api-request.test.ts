import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSettings, DEFAULT_SETTINGS } from '../settings/settings';
import { ApiError, statusOfError } from './api-error';
import { apiRequest } from './api-request';

describe(apiRequest.name, () => {
  let server: Server;
  let base = '';
  let lastHeaders: IncomingHttpHeaders = {};
  let lastBody = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      lastHeaders = req.headers;
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        lastBody = body;
        if (req.url === '/not-found') {
          res
            .writeHead(404, 'Not Found', { 'content-type': 'application/json' })
            .end('{"message":"Chat not found"}');
        } else if (req.url === '/empty-error') {
          res.writeHead(503, 'Service Unavailable').end();
        } else {
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ ok: true, echo: body || null }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('throws "{status}: {body}" on a non-2xx answer with a body', async () => {
    await expect(apiRequest('GET', `${base}/not-found`)).rejects.toThrow(
      '404: {"message":"Chat not found"}',
    );
  });

  it('throws an ApiError with the status and the parsed JSON body', async () => {
    const error = await apiRequest('GET', `${base}/not-found`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body: { message: 'Chat not found' } });
  });

  it('throws "{status}: {statusText}" when the error body is empty', async () => {
    const error = await apiRequest('GET', `${base}/empty-error`).catch((e: unknown) => e);
    expect((error as Error).message).toBe('503: Service Unavailable');
    expect(statusOfError(error)).toBe(503);
  });

  it('sends the payload as JSON and parses the JSON answer', async () => {
    const answer = await apiRequest<{ ok: boolean; echo: string }>('POST', `${base}/echo`, {
      persona: 'Socrates',
    });
    expect(answer).toEqual({ ok: true, echo: '{"persona":"Socrates"}' });
    expect(lastHeaders['content-type']).toBe('application/json');
    expect(lastBody).toBe('{"persona":"Socrates"}');
  });

  it('adds the x-ai-api-key header only when the settings hold a key', async () => {
    await apiRequest('GET', `${base}/echo`);
    expect(lastHeaders['x-ai-api-key']).toBeUndefined();

    writeSettings({ ...DEFAULT_SETTINGS, apiKey: 'sk-test-123' });
    await apiRequest('GET', `${base}/echo`);
    expect(lastHeaders['x-ai-api-key']).toBe('sk-test-123');
  });
});
