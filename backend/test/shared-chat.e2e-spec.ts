import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { connectSocket, nextEvent } from './support/socket-client';
import { createTestApp, signUp, type TestApp } from './support/test-app';

type Ack = { ok: boolean; error?: string };
type MessageEvent = {
  type: 'message';
  channel: string;
  id: string;
  data: { id: string; content: string; role: string; authorName: string | null };
};

const PERSONA = 'Marie Curie';

const join = (socket: Socket, shareId: string) =>
  socket.emitWithAck('join', { channel: 'shared-chat', id: shareId }) as Promise<Ack>;

describe('shared chats across API instances (e2e)', () => {
  let a: TestApp;
  let b: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    a = await createTestApp({ plugins: ['credits', 'mentors', 'chat'] });
    // A second API process on the same database and Redis: only the Redis adapter links their sockets.
    b = await createTestApp({
      plugins: ['credits', 'mentors', 'chat'],
      env: { DATABASE_URL: a.databaseUrl, REDIS_PREFIX: a.redisPrefix },
    });
  }, 60_000);
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });
  afterAll(async () => {
    await b.app.close(); // not b.close(): that would drop the database A still uses
    await a.close();
  }, 30_000);

  async function sharedChat() {
    const owner = await signUp(a);
    const { body: chat } = await owner.agent
      .post('/api/chats')
      .send({ persona: PERSONA })
      .expect(201);
    await owner.agent
      .post(`/api/chats/${chat.id}/messages`)
      .send({ role: 'user', content: 'What is radium?' })
      .expect(201);
    const { body: share } = await owner.agent
      .patch(`/api/chats/${chat.id}/share`)
      .send({ isPublic: true })
      .expect(200);
    expect(share.shareId).toEqual(expect.any(String));
    return { owner, chat, shareId: share.shareId as string };
  }

  it('shows a shared chat to anyone, on any instance, only while it is shared', async () => {
    const { owner, chat, shareId } = await sharedChat();
    const { body } = await b.http.get(`/api/shared-chats/${shareId}`).expect(200);
    expect(body).toMatchObject({
      persona: PERSONA,
      personaName: PERSONA,
      personaAvatar: expect.any(String),
      title: 'What is radium?',
      messages: [{ role: 'user', content: 'What is radium?' }],
    });

    const again = await owner.agent
      .patch(`/api/chats/${chat.id}/share`)
      .send({ isPublic: true })
      .expect(200);
    expect(again.body.shareId).toBe(shareId);

    await owner.agent.patch(`/api/chats/${chat.id}/share`).send({ isPublic: false }).expect(200);
    await b.http.get(`/api/shared-chats/${shareId}`).expect(404);
    const viewer = await signUp(a);
    await viewer.agent
      .post(`/api/shared-chats/${shareId}/messages`)
      .send({ content: 'hello?' })
      .expect(404);
    const socket = await connectSocket(b.url);
    sockets.push(socket);
    expect(await join(socket, shareId)).toMatchObject({ ok: false });
  });

  it('needs sign-in to post and refuses blank messages', async () => {
    const { shareId } = await sharedChat();
    await a.http.post(`/api/shared-chats/${shareId}/messages`).send({ content: 'hi' }).expect(401);
    const viewer = await signUp(a);
    const res = await viewer.agent
      .post(`/api/shared-chats/${shareId}/messages`)
      .send({ content: '   ' })
      .expect(400);
    expect(res.body.message).toMatch(/content/);
  });

  it('delivers a message posted on instance A to a visitor connected to instance B within 200 ms', async () => {
    const { shareId } = await sharedChat();
    const watcher = await connectSocket(b.url);
    sockets.push(watcher);
    expect(await join(watcher, shareId)).toEqual({ ok: true });
    const poster = await signUp(a, { firstName: 'Pierre' });

    const received = new Promise<{ event: MessageEvent; at: number }>((resolve) =>
      watcher.on('message', (event: MessageEvent) => resolve({ event, at: performance.now() })),
    );
    const sentAt = performance.now();
    const { body: saved } = await poster.agent
      .post(`/api/shared-chats/${shareId}/messages`)
      .send({ content: 'Radium glows!' })
      .expect(201);
    const { event, at } = await received;

    expect(event).toMatchObject({
      type: 'message',
      channel: 'shared-chat',
      id: shareId,
      data: { id: saved.id, content: 'Radium glows!', role: 'user', authorName: 'Pierre' },
    });
    expect(at - sentAt).toBeLessThan(200);
    const { body } = await a.http.get(`/api/shared-chats/${shareId}`).expect(200);
    expect(body.messages.map((m: { content: string }) => m.content)).toEqual([
      'What is radium?',
      'Radium glows!',
    ]);
  });

  it('names a poster without a first name as nobody (the page says Learner), never by their e-mail', async () => {
    const { shareId } = await sharedChat();
    const poster = request.agent(a.app.getHttpServer());
    await poster
      .post('/api/auth/register')
      .send({ email: 'marie.sklodowska.secret@example.com', password: 'correct horse battery' })
      .expect(201);
    const { body: saved } = await poster
      .post(`/api/shared-chats/${shareId}/messages`)
      .send({ content: 'Who am I?' })
      .expect(201);
    expect(saved.authorName).toBeNull();
    const page = await b.http.get(`/api/shared-chats/${shareId}`).expect(200);
    expect(page.text).not.toContain('sklodowska');
  });

  it("also shows the owner's new messages and the figure's replies live", async () => {
    const { owner, chat, shareId } = await sharedChat();
    const watcher = await connectSocket(b.url);
    sockets.push(watcher);
    await join(watcher, shareId);
    const contents: string[] = [];
    const two = new Promise<void>((resolve) =>
      watcher.on('message', (e: MessageEvent) => {
        contents.push(e.data.content);
        if (contents.length === 2) resolve();
      }),
    );
    await owner.agent
      .post(`/api/chats/${chat.id}/messages`)
      .send({ role: 'user', content: 'Is it dangerous?' })
      .expect(201);
    const { body: reply } = await owner.agent
      .post('/api/character-chat')
      .send({ message: 'Is it dangerous?', persona: PERSONA, chatId: chat.id })
      .expect(200);
    await two;
    expect(contents).toEqual(['Is it dangerous?', reply.response]);
  });

  it('relays typing to the other viewers across instances, without naming the typist', async () => {
    const { shareId } = await sharedChat();
    const typist = await signUp(a);
    const reader = await signUp(a);
    const typer = await connectSocket(a.url, typist.cookie);
    const visitor = await connectSocket(b.url);
    const signedIn = await connectSocket(b.url, reader.cookie);
    sockets.push(typer, visitor, signedIn);
    for (const socket of [typer, visitor, signedIn]) await join(socket, shareId);
    const seen = [visitor, signedIn].map((socket) => nextEvent(socket, 'typing'));
    typer.emit('typing', { channel: 'shared-chat', id: shareId, isTyping: true });
    // a public room: whoever watches learns that someone types, never who (no user id, to anyone)
    for (const event of await Promise.all(seen))
      expect(event).toEqual({
        type: 'typing',
        channel: 'shared-chat',
        id: shareId,
        userId: null,
        isTyping: true,
      });
  });
});
