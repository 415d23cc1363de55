import { randomUUID } from 'node:crypto';
import { rabbitHoleSchema, threadPostSchema } from '@agora/contracts';
import type { Socket } from 'socket.io-client';
import { RabbitHolesRepository } from '../src/plugins/rabbit-holes/rabbit-holes.repository';
import { connectSocket } from './support/socket-client';
import { createTestApp, signUp, type SignedUp, type TestApp } from './support/test-app';

const AI_OFFLINE = { OPENAI_API_KEY: '', ANTHROPIC_API_KEY: '' };
const original = {
  id: 'pool-post-1',
  author: 'Marie Curie',
  avatar: '⚗️',
  specialty: 'Physics & Chemistry',
  content:
    'I worked for years to isolate radium from tonnes of pitchblende. Patience is a laboratory instrument.',
  topic: 'Science & Technology',
};

describe('rabbit holes (e2e)', () => {
  let t: TestApp;
  let owner: SignedUp;
  let holeId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ plugins: ['rabbit-holes'], env: AI_OFFLINE });
    owner = await signUp(t);
  }, 60_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await t?.close();
  });

  async function reply(body: Record<string, unknown>) {
    return owner.agent.post('/api/generate-ai-response').send({
      userPost: { username: 'Ada', content: 'Why did it take so long to isolate radium?' },
      originalPost: original,
      rabbitHoleId: holeId,
      ...body,
    });
  }

  it('creates a rabbit hole, generates and stores its thread, and stores a user reply', async () => {
    const created = await owner.agent
      .post('/api/rabbit-holes')
      .send({
        originalPostId: original.id,
        originalPost: original,
        threadPosts: [],
        language: 'English',
      })
      .expect(201);
    holeId = created.body.id;
    const thread = await owner.agent
      .post('/api/generate-rabbit-hole')
      .send({ originalPost: original, rabbitHoleId: holeId })
      .expect(200);
    expect(thread.body.posts.length).toBeGreaterThan(0);
    for (const post of thread.body.posts)
      expect(threadPostSchema.safeParse(post).success).toBe(true);

    const userPost = await owner.agent
      .post('/api/user-posts')
      .send({
        rabbitHoleId: holeId,
        content: 'Fascinating. How did you measure it?',
        isReply: true,
        replyToId: original.id,
        replyToOriginalAuthor: original.author,
      })
      .expect(201);
    expect(userPost.body.username).toMatch(/^Explorer\d{1,3}$/);

    const stored = rabbitHoleSchema.parse(
      (await t.http.get(`/api/rabbit-holes/${holeId}`).expect(200)).body,
    );
    expect(stored.posts.map((p) => p.kind)).toEqual([
      'original',
      ...thread.body.posts.map(() => 'thread'),
      'user',
    ]);
    expect(stored.posts.at(-1)).toMatchObject({
      content: 'Fascinating. How did you measure it?',
      replyingTo: 'Marie Curie',
    });
  });

  it('answers in group mode from two or three figures, not always the same ones', async () => {
    const casts = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const res = await reply({ oneOnOneMode: false, replyToAuthor: 'Marie Curie' });
      expect(res.status).toBe(200);
      const authors = new Set<string>(res.body.posts.map((p: { author: string }) => p.author));
      expect(authors.size).toBeGreaterThanOrEqual(2);
      expect(authors.size).toBeLessThanOrEqual(3);
      casts.add([...authors].sort().join('|'));
    }
    expect(casts.size).toBeGreaterThan(1);
  });

  it('answers in one-on-one mode only from the chosen figure', async () => {
    for (const figure of ['Marie Curie', 'Ada Lovelace']) {
      const res = await reply({ oneOnOneMode: true, replyToAuthor: figure }).then((r) => r);
      expect(res.status).toBe(200);
      expect(res.body.posts.length).toBeGreaterThan(0);
      expect(res.body.posts.every((p: { author: string }) => p.author === figure)).toBe(true);
    }
    const stored = (await t.http.get(`/api/rabbit-holes/${holeId}`).expect(200)).body;
    expect(stored.posts.filter((p: { kind: string }) => p.kind === 'ai').length).toBeGreaterThan(2);
  });

  it('refuses a 501-character reply with 400', async () => {
    const long = 'x'.repeat(501);
    const stored = await owner.agent
      .post('/api/user-posts')
      .send({ rabbitHoleId: holeId, content: long })
      .expect(400);
    expect(stored.body.message).toMatch(/content/);
    const answered = await reply({ userPost: { username: 'Ada', content: long } });
    expect(answered.status).toBe(400);
    await owner.agent
      .post('/api/user-posts')
      .send({ rabbitHoleId: holeId, content: 'y'.repeat(500) })
      .expect(201);
  });

  it('lets only the opener write to a rabbit hole, while anyone may read it', async () => {
    const other = await signUp(t);
    await other.agent
      .post('/api/user-posts')
      .send({ rabbitHoleId: holeId, content: 'Hello' })
      .expect(403);
    await t.http
      .post('/api/user-posts')
      .send({ rabbitHoleId: holeId, content: 'Hello' })
      .expect(403);
    await t.http.get(`/api/rabbit-holes/${randomUUID()}`).expect(404);
    await t.http.get('/api/rabbit-holes/not-a-uuid').expect(400);
  });

  it('streams the answer tokens to the user’s socket as they are written, tagged with the stream id', async () => {
    const socket = await connectSocket(t.url, owner.cookie);
    sockets.push(socket);
    const streamId = randomUUID();
    const tokens: { streamId: string; token: string; author?: string }[] = [];
    let done = false;
    socket.on('ai-token', (event) => tokens.push(event));
    socket.on('ai-done', (event: { streamId: string }) => {
      if (event.streamId === streamId) done = true;
    });
    const res = await reply({ oneOnOneMode: true, replyToAuthor: 'Marie Curie', streamId });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    const mine = tokens.filter((e) => e.streamId === streamId);
    expect(mine.length).toBeGreaterThan(1);
    expect(mine.every((e) => e.author === 'Marie Curie')).toBe(true);
    expect(
      mine
        .map((e) => e.token)
        .join('')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe(res.body.posts[0].content.replace(/\s+/g, ' ').trim());
    expect(done).toBe(true);
  });

  it('stores a generated thread all or nothing: a post the database refuses leaves none of it', async () => {
    const hole = await owner.agent
      .post('/api/rabbit-holes')
      .send({ originalPostId: original.id, originalPost: original, language: 'English' })
      .expect(201);
    const count = async () =>
      Number(
        (
          await t.dataSource.query(
            `SELECT count(*) AS n FROM rabbit_hole_posts WHERE "rabbitHoleId" = $1`,
            [hole.body.id],
          )
        )[0].n,
      );
    const before = await count();
    const thread = [
      {
        kind: 'thread' as const,
        writtenBy: 'server' as const,
        author: 'Ada Lovelace',
        content: 'The Engine weaves algebra.',
      },
      // PostgreSQL refuses NUL in text: the second post fails after the first was written.
      {
        kind: 'thread' as const,
        writtenBy: 'server' as const,
        author: 'Alan Turing',
        content: 'A broken \u0000 reply.',
      },
    ];
    await expect(t.app.get(RabbitHolesRepository).add(hole.body.id, thread, 10)).rejects.toThrow();
    expect(await count()).toBe(before);
  });
});
