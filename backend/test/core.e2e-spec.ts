import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { CROSS_SITE_SOCKET_REFUSED } from '../src/core/realtime/realtime.gateway';
import { RealtimeService } from '../src/core/realtime/realtime.service';
import { SOCKET_LIMITS } from '../src/core/realtime/socket-rate-limits';
import { CoreTestModule } from './support/core-test.module';
import { connectSocket, nextEvent, type SocketOptions } from './support/socket-client';
import { createTestApp, signUp, type TestApp } from './support/test-app';

describe('core (e2e)', () => {
  let sut: TestApp;
  const sockets: Socket[] = [];
  const connect = async (cookie?: string, options?: SocketOptions) => {
    const socket = await connectSocket(sut.url, cookie, options);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    sut = await createTestApp({ modules: [CoreTestModule] });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await sut?.close();
  });

  describe('health', () => {
    it('reports database and redis up', async () => {
      const res = await sut.http.get('/api/health').expect(200);
      expect(res.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
    });
  });

  describe('request ids', () => {
    it('echoes the caller X-Request-Id, and makes one when there is none or it is not a plain token', async () => {
      const given = await sut.http.get('/api/health').set('X-Request-Id', 'edge-7f3a').expect(200);
      expect(given.headers['x-request-id']).toBe('edge-7f3a');
      const made = await sut.http.get('/api/health').expect(200);
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const bad = await sut.http.get('/api/health').set('X-Request-Id', 'a b').expect(200);
      expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('error shapes', () => {
    it('answers a domain error with its own status, message and details', async () => {
      const res = await sut.http.get('/api/core-test/domain').expect(418);
      expect(res.body).toEqual({
        statusCode: 418,
        error: "I'm a Teapot",
        message: 'I am a teapot with 3 cups',
        cups: 3,
      });
    });

    it('passes the message of a 5xx domain error through (it is written for users)', async () => {
      const res = await sut.http.get('/api/core-test/domain-5xx').expect(503);
      expect(res.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The archive is closed for the night',
      });
    });

    it('answers 500 for an unexpected error without leaking its message', async () => {
      const res = await sut.http.get('/api/core-test/crash').expect(500);
      expect(res.body).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Internal server error',
      });
      expect(JSON.stringify(res.body)).not.toContain('secret');
    });

    it('names the bad field of a zod-validated body', async () => {
      const res = await sut.http
        .post('/api/core-test/echo')
        .send({ name: 'Al', age: -1 })
        .expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        issues: [{ path: 'age' }],
      });
      expect(res.body.message).toMatch(/^age: /);
    });

    it('names a bad query parameter', async () => {
      const res = await sut.http.get('/api/core-test/page?page=zero').expect(400);
      expect(res.body.message).toMatch(/^page: /);
    });

    it('answers 400 (not 500) for a body that is not JSON', async () => {
      const res = await sut.http
        .post('/api/core-test/echo')
        .set('Content-Type', 'application/json')
        .send('{"name": "Ada", ')
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'body: Malformed JSON',
      });
    });

    it('answers unknown API routes with a JSON 404, not the web app', async () => {
      const res = await sut.http.get('/api/no-such-route').expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    });
  });

  describe('security headers and docs', () => {
    it('sends a CSP that allows our own scripts, inline styles and websockets to ourselves', async () => {
      const res = await sut.http.get('/api/health');
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('serves the OpenAPI document and its UI at /api/docs', async () => {
      await sut.http.get('/api/docs').expect(200).expect('Content-Type', /html/);
      const doc = await sut.http.get('/api/docs-json').expect(200);
      expect(Object.keys(doc.body.paths)).toEqual(
        expect.arrayContaining(['/api/health', '/api/auth/login']),
      );
    });
  });

  describe('realtime on /ws', () => {
    it('puts a signed-in socket in its user room, so emitToUser reaches it', async () => {
      const { user, cookie } = await signUp(sut);
      const socket = await connect(cookie);
      const received = nextEvent<{ hello: string }>(socket, 'ai-done');
      sut.app.get(RealtimeService).emitToUser(user.id, 'ai-done', { hello: 'you' });
      await expect(received).resolves.toEqual({ hello: 'you' });
    });

    it("does not deliver another user's events", async () => {
      const alice = await signUp(sut);
      const bob = await signUp(sut);
      const bobSocket = await connect(bob.cookie);
      const aliceSocket = await connect(alice.cookie);
      const aliceGot = nextEvent(aliceSocket, 'ai-token');
      const bobGot = nextEvent(bobSocket, 'ai-token', 300);
      sut.app
        .get(RealtimeService)
        .emitToUser(alice.user.id, 'ai-token', { streamId: 's', token: 'x' });
      await expect(aliceGot).resolves.toEqual({ streamId: 's', token: 'x' });
      await expect(bobGot).rejects.toThrow(/no "ai-token"/);
    });

    it('refuses to join an unknown channel', async () => {
      const { cookie } = await signUp(sut);
      const socket = await connect(cookie);
      const ack = await socket.emitWithAck('join', { channel: 'no-such-channel', id: 'x' });
      expect(ack).toEqual({ ok: false, error: 'Not allowed to join no-such-channel:x' });
    });

    it('lets a channel policy decide, and publishes messages to the joined room', async () => {
      const { cookie } = await signUp(sut);
      const member = await connect(cookie);
      const visitor = await connect();
      expect(await member.emitWithAck('join', { channel: 'test-room', id: 'open' })).toEqual({
        ok: true,
      });
      expect(
        await member.emitWithAck('join', { channel: 'test-room', id: 'closed' }),
      ).toMatchObject({ ok: false });
      expect(await visitor.emitWithAck('join', { channel: 'test-room', id: 'open' })).toMatchObject(
        { ok: false },
      );
      const message = nextEvent(member, 'message');
      sut.app.get(RealtimeService).publishMessage('test-room', 'open', { text: 'hi' });
      await expect(message).resolves.toEqual({
        type: 'message',
        channel: 'test-room',
        id: 'open',
        data: { text: 'hi' },
      });
    });

    it("relays typing to the others in the room, with the typist's user id", async () => {
      const typist = await signUp(sut);
      const reader = await signUp(sut);
      const typistSocket = await connect(typist.cookie);
      const readerSocket = await connect(reader.cookie);
      for (const s of [typistSocket, readerSocket])
        await s.emitWithAck('join', { channel: 'test-room', id: 'open' });
      const typing = nextEvent(readerSocket, 'typing');
      typistSocket.emit('typing', { channel: 'test-room', id: 'open', isTyping: true });
      await expect(typing).resolves.toEqual({
        type: 'typing',
        channel: 'test-room',
        id: 'open',
        userId: typist.user.id,
        isTyping: true,
      });
    });

    it('rate limits join and typing per socket: a flood is cut at the limit, other sockets are unaffected', async () => {
      const typist = await signUp(sut);
      const reader = await signUp(sut);
      const flooder = await connect(typist.cookie);
      const readerSocket = await connect(reader.cookie);
      await readerSocket.emitWithAck('join', { channel: 'test-room', id: 'open' });

      const acks: { ok: boolean; error?: string }[] = await Promise.all(
        Array.from({ length: 50 }, () =>
          flooder.emitWithAck('join', { channel: 'test-room', id: 'open' }),
        ),
      );
      expect(acks.filter((a) => a.ok)).toHaveLength(SOCKET_LIMITS.join.points);
      expect(acks.find((a) => !a.ok)).toEqual({ ok: false, error: 'Too many joins; slow down' });

      let relayed = 0;
      readerSocket.on('typing', () => (relayed += 1));
      for (let i = 0; i < 100; i++)
        flooder.emit('typing', { channel: 'test-room', id: 'open', isTyping: i % 2 === 0 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(relayed).toBe(SOCKET_LIMITS.typing.points);

      const fresh = await connect(typist.cookie);
      expect(await fresh.emitWithAck('join', { channel: 'test-room', id: 'open' })).toEqual({
        ok: true,
      });
    });

    it('treats a socket with a forged session cookie as a visitor', async () => {
      const { cookie } = await signUp(sut);
      const forged = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      const socket = await connect(forged);
      expect(await socket.emitWithAck('join', { channel: 'test-room', id: 'open' })).toMatchObject({
        ok: false,
      });
    });

    it('closes the sockets of a session when it signs out, and only those', async () => {
      const { agent, cookie } = await signUp(sut);
      const sameUserElsewhere = await request(sut.app.getHttpServer())
        .post('/api/auth/login')
        .send({
          email: (await agent.get('/api/auth/user')).body.email,
          password: 'correct horse battery',
        })
        .expect(200);
      const otherCookie = String(sameUserElsewhere.headers['set-cookie']).split(';')[0]!;
      const signingOut = await connect(cookie);
      const staying = await connect(otherCookie);
      const closed = nextEvent<string>(signingOut, 'disconnect');
      await agent.get('/api/logout').expect(302);
      await expect(closed).resolves.toBe('io server disconnect');
      expect(staying.connected).toBe(true);
    });

    describe('the same-site rule on the handshake (as for HTTP writes)', () => {
      const TRANSPORTS = ['websocket', 'polling'] as const;

      it.each(TRANSPORTS)(
        "refuses another site's page over %s, though the browser sends the session cookie",
        async (transport) => {
          const { cookie } = await signUp(sut);
          const evil = { origin: 'https://evil.example' };
          await expect(connect(cookie, { transport, headers: evil })).rejects.toThrow(
            CROSS_SITE_SOCKET_REFUSED,
          );
          // the browser's own word for it is enough, whatever the Origin says
          const crossSite = { origin: new URL(sut.url).origin, 'sec-fetch-site': 'cross-site' };
          await expect(connect(cookie, { transport, headers: crossSite })).rejects.toThrow(
            CROSS_SITE_SOCKET_REFUSED,
          );
        },
      );

      it.each(TRANSPORTS)(
        'refuses a same-site page on another port, and Origin null, over %s',
        async (transport) => {
          const { cookie } = await signUp(sut);
          const otherPort = new URL(sut.url);
          otherPort.port = String(Number(otherPort.port) + 1);
          const sameSite = { origin: otherPort.origin, 'sec-fetch-site': 'same-site' };
          await expect(connect(cookie, { transport, headers: sameSite })).rejects.toThrow(
            CROSS_SITE_SOCKET_REFUSED,
          );
          await expect(connect(cookie, { transport, headers: { origin: 'null' } })).rejects.toThrow(
            CROSS_SITE_SOCKET_REFUSED,
          );
        },
      );

      it.each(TRANSPORTS)(
        "connects the app's own page over %s, signed in, with or without Sec-Fetch-Site",
        async (transport) => {
          const { user, cookie } = await signUp(sut);
          const origin = new URL(sut.url).origin;
          const pages: Record<string, string>[] = [
            { origin, 'sec-fetch-site': 'same-origin' },
            { origin }, // a browser without Sec-Fetch-Site
          ];
          for (const headers of pages) {
            const socket = await connect(cookie, { transport, headers });
            const received = nextEvent(socket, 'ai-done');
            sut.app.get(RealtimeService).emitToUser(user.id, 'ai-done', { streamId: 'own' });
            await expect(received).resolves.toEqual({ streamId: 'own' });
            expect(await socket.emitWithAck('join', { channel: 'test-room', id: 'open' })).toEqual({
              ok: true,
            });
            socket.close();
          }
        },
      );

      // (websocket only: the Node polling client always sends the Host it connects to)
      it("connects a dev server's page, whose proxy passes the browser's Host on", async () => {
        const { cookie } = await signUp(sut);
        const shellDevServer = { origin: 'http://localhost:3100', host: 'localhost:3100' };
        const socket = await connect(cookie, { headers: shellDevServer });
        expect(await socket.emitWithAck('join', { channel: 'test-room', id: 'open' })).toEqual({
          ok: true,
        });
      });
    });

    it('rejects a malformed join', async () => {
      const socket = await connect();
      expect(await socket.emitWithAck('join', { channel: 42 })).toEqual({
        ok: false,
        error: 'join needs { channel, id }',
      });
    });
  });
});
