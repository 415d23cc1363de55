import {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES_PAGE_DEFAULT,
  CHATS_PAGE_DEFAULT,
  SHARED_CHAT_LIMITS,
} from '@agora/contracts';
import { createTestApp, signUp, type SignedUp, type TestApp } from './support/test-app';

const PERSONA = 'Marie Curie';

describe('chat lists are bounded and paged (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ plugins: ['credits', 'mentors', 'chat'] });
  }, 60_000);
  afterAll(() => t.close(), 30_000);

  async function chatOf(owner: SignedUp): Promise<string> {
    const { body } = await owner.agent.post('/api/chats').send({ persona: PERSONA }).expect(201);
    return body.id as string;
  }

  /** Adds `count` of the owner's messages `m0`… straight to the table, a millisecond apart. */
  async function storeMessages(chatId: string, authorId: string, count: number): Promise<void> {
    await t.dataSource.query(
      `INSERT INTO "chat_messages" ("chatId", "role", "content", "authorId", "createdAt")
       SELECT $1, 'user', 'm' || i, $2, now() - make_interval(secs => ($3 - i) / 1000.0)
       FROM generate_series(0, $3 - 1) i`,
      [chatId, authorId, count],
    );
  }

  async function shared(owner: SignedUp, chatId: string): Promise<string> {
    const { body } = await owner.agent
      .patch(`/api/chats/${chatId}/share`)
      .send({ isPublic: true })
      .expect(200);
    return body.shareId as string;
  }

  it('lists chats a page at a time with X-Next-Cursor, each chat once, and honours ?limit=', async () => {
    const owner = await signUp(t);
    const total = CHATS_PAGE_DEFAULT * 2 + 20;
    const ids = new Set<string>();
    for (let i = 0; i < total; i++) ids.add(await chatOf(owner));

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await owner.agent
        .get('/api/chats')
        .query(cursor ? { cursor } : {})
        .expect(200);
      expect(Array.isArray(res.body)).toBe(true);
      seen.push(...(res.body as { id: string }[]).map((c) => c.id));
      cursor = res.headers['x-next-cursor'];
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(total);
    expect(new Set(seen)).toEqual(ids);

    const small = await owner.agent.get('/api/chats?limit=7').expect(200);
    expect(small.body).toHaveLength(7);
    expect(small.headers['x-next-cursor']).toEqual(expect.any(String));
  });

  it('answers a bad cursor or limit with a 400 naming the field', async () => {
    const owner = await signUp(t);
    const chatId = await chatOf(owner);
    const forged = Buffer.from('["2026-13-45 00:00:00+00","x"]').toString('base64url');
    for (const [url, field] of [
      [`/api/chats?cursor=${forged}`, 'cursor'],
      ['/api/chats?cursor=not%20base64!', 'cursor'],
      ['/api/chats?limit=101', 'limit'],
      ['/api/chats?limit=0', 'limit'],
      [`/api/chats/${chatId}/messages?before=${forged}`, 'before'],
      [`/api/chats/${chatId}/messages?limit=1000`, 'limit'],
    ] as const) {
      const res = await owner.agent.get(url).expect(400);
      expect(res.body.message).toMatch(new RegExp(`^${field}`));
      expect(res.body.issues).toEqual([expect.objectContaining({ path: field })]);
    }
  });

  it('reads a chat and its shared view with the newest messages only, and pages back to the first', async () => {
    const owner = await signUp(t);
    const chatId = await chatOf(owner);
    const total = CHAT_MESSAGES_PAGE_DEFAULT * 3 + 7;
    await storeMessages(chatId, owner.user.id, total);
    const shareId = await shared(owner, chatId);
    const all = Array.from({ length: total }, (_, i) => `m${i}`);

    const { body: chat } = await owner.agent.get(`/api/chats/${chatId}`).expect(200);
    const { body: view } = await t.http.get(`/api/shared-chats/${shareId}`).expect(200);
    for (const read of [chat, view]) {
      expect(read.messages.map((m: { content: string }) => m.content)).toEqual(
        all.slice(-CHAT_MESSAGES_PAGE_DEFAULT),
      );
      expect(read.olderCursor).toEqual(expect.any(String));
    }

    for (const [url, start] of [
      [`/api/chats/${chatId}/messages`, chat.olderCursor],
      [`/api/shared-chats/${shareId}/messages`, view.olderCursor],
    ] as const) {
      const agent = url.startsWith('/api/chats') ? owner.agent : t.http;
      const contents: string[] = [];
      let before: string | null = start;
      while (before) {
        const res = await agent.get(url).query({ before, limit: 100 }).expect(200);
        contents.unshift(...res.body.messages.map((m: { content: string }) => m.content));
        before = res.body.nextCursor;
      }
      expect(contents).toEqual(all.slice(0, -CHAT_MESSAGES_PAGE_DEFAULT));
    }
  });

  it('keeps older pages private to the owner and to the shared link', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const chatId = await chatOf(owner);
    await other.agent.get(`/api/chats/${chatId}/messages`).expect(404);
    await t.http.get('/api/shared-chats/no-such-share/messages').expect(404);
  });

  it("lets one person add only their hourly quota to someone else's shared chat, however fast they send", async () => {
    const owner = await signUp(t);
    const bob = await signUp(t);
    const chatId = await chatOf(owner);
    const shareId = await shared(owner, chatId);
    const quota = SHARED_CHAT_LIMITS.perPersonPerHour;

    const sent = await Promise.all(
      Array.from({ length: quota * 2 }, () =>
        bob.agent
          .post(`/api/shared-chats/${shareId}/messages`)
          .send({ content: 'x'.repeat(CHAT_MESSAGE_MAX) }),
      ),
    );
    const statuses = sent.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(quota);
    const refused = sent.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual(refused.map(() => 429));
    expect(refused[0]!.body).toMatchObject({
      message: `You can add at most ${quota} messages an hour to a shared chat that is not yours`,
      limit: quota,
    });

    // The owner is not limited on their own shared chat.
    await owner.agent
      .post(`/api/shared-chats/${shareId}/messages`)
      .send({ content: 'mine' })
      .expect(201);
  });

  it('takes at most so many messages from others into one shared chat, with a 409 naming the limit', async () => {
    const owner = await signUp(t);
    const [carol, dave] = [await signUp(t), await signUp(t)];
    const chatId = await chatOf(owner);
    const shareId = await shared(owner, chatId);
    // Others have filled it already over the past days (written straight to the table).
    await t.dataSource.query(
      `INSERT INTO "chat_messages" ("chatId", "role", "content", "authorId", "createdAt")
       SELECT $1, 'user', 'guest ' || i, $2, now() - make_interval(days => 2, secs => i)
       FROM generate_series(1, $3) i`,
      [chatId, dave.user.id, SHARED_CHAT_LIMITS.othersPerChat],
    );

    const full = await carol.agent
      .post(`/api/shared-chats/${shareId}/messages`)
      .send({ content: 'no room' })
      .expect(409);
    expect(full.body).toMatchObject({
      message: `This shared chat is full: it takes at most ${SHARED_CHAT_LIMITS.othersPerChat} messages from people other than its owner`,
      limit: SHARED_CHAT_LIMITS.othersPerChat,
    });
    await owner.agent
      .post(`/api/chats/${chatId}/messages`)
      .send({ role: 'user', content: 'still mine' })
      .expect(201);
  });
});
