import {
  type DemoData,
  DemoDataSchema,
  type PublicStats,
  PublicStatsSchema,
} from '@agora/contracts';
import { Client } from 'pg';
import { signUp, type SignedUp, type TestApp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const AI_OFFLINE = { OPENAI_API_KEY: '', ANTHROPIC_API_KEY: '' };
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

async function statsOf(t: TestApp): Promise<PublicStats> {
  const res = await t.http.get('/api/public-stats').expect(200);
  return PublicStatsSchema.strict().parse(res.body);
}

async function demosOf(t: TestApp, language = 'en'): Promise<DemoData> {
  const res = await t.http.get(`/api/demo-data?language=${language}`).expect(200);
  return DemoDataSchema.parse(res.body);
}

async function chatWith(owner: SignedUp, persona: string, lines: Array<[string, string]>) {
  const { body: chat } = await owner.agent.post('/api/chats').send({ persona }).expect(201);
  for (const [role, content] of lines)
    await owner.agent.post(`/api/chats/${chat.id}/messages`).send({ role, content }).expect(201);
  return chat as { id: string };
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every SQL statement any pg client of this process sends while `run` runs. */
async function queriesDuring(run: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const original = Client.prototype.query;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (
    this: Client,
    ...args: unknown[]
  ) {
    const [first] = args;
    sent.push(typeof first === 'string' ? first : String((first as { text?: unknown }).text));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return sent;
}

describe('landing: public stats and demo data (e2e)', () => {
  const t = useTestApp({
    plugins: [
      'credits',
      'mentors',
      'chat',
      'feed',
      'rabbit-holes',
      'home-feed',
      'groups',
      'landing',
    ],
    // Counted afresh on every call here; the server-side cache has its own suite below. Learners
    // start with enough credits to pass the study groups' 500-credit gate.
    env: {
      ...AI_OFFLINE,
      PUBLIC_STATS_CACHE_SECONDS: '0',
      DEMO_DATA_CACHE_SECONDS: '0',
      STARTING_CREDITS: '600',
    },
  });

  it('counts one more learner, active this week, after a sign-up', async () => {
    const before = await statsOf(t);
    await signUp(t);
    const after = await statsOf(t);
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.activeUsers).toBe(before.activeUsers + 1);
    expect(after.totalConversations).toBe(before.totalConversations);
  });

  it('counts one more conversation after a chat, and not again for its next message', async () => {
    const learner = await signUp(t);
    const before = await statsOf(t);
    const { body: chat } = await learner.agent
      .post('/api/chats')
      .send({ persona: 'Ada Lovelace' })
      .expect(201);
    expect((await statsOf(t)).totalConversations).toBe(before.totalConversations); // nothing said yet
    await learner.agent
      .post(`/api/chats/${chat.id}/messages`)
      .send({ role: 'user', content: 'Could your engine compose music?' })
      .expect(201);
    expect((await statsOf(t)).totalConversations).toBe(before.totalConversations + 1);
    await learner.agent
      .post(`/api/chats/${chat.id}/messages`)
      .send({ role: 'assistant', content: 'It might, if the rules of harmony were given to it.' })
      .expect(201);
    expect((await statsOf(t)).totalConversations).toBe(before.totalConversations + 1);
  });

  it('counts explore posts and written thread posts, not learners who left long ago', async () => {
    await t.http.post('/api/generate-posts').send({ count: 5 }).expect(200);
    const [counted] = await t.dataSource.query(`
      SELECT (SELECT count(*) FROM "explore_posts")::int
           + (SELECT count(*) FROM "rabbit_hole_posts"
              WHERE ("writtenBy" = 'server' AND "kind" <> 'original') OR "kind" = 'user')::int
           + (SELECT count(*) FROM "home_feed_posts")::int AS "posts"`);
    const stats = await statsOf(t);
    expect(stats.totalPosts).toBe(counted.posts);
    expect(stats.totalPosts).toBeGreaterThan(0);

    const before = stats.activeUsers;
    const away = await signUp(t);
    await t.dataSource.query(
      `UPDATE "users" SET "lastActive" = now() - interval '8 days' WHERE "id" = $1`,
      [away.user.id],
    );
    expect((await statsOf(t)).activeUsers).toBe(before);
  });

  it('does not count the posts a client hands in when it opens a rabbit hole, nor a feed post twice', async () => {
    const learner = await signUp(t);
    const { body: feed } = await learner.agent
      .post('/api/generate-posts')
      .send({ count: 1, language: 'English' })
      .expect(200);
    const before = (await statsOf(t)).totalPosts;
    await learner.agent
      .post('/api/rabbit-holes')
      .send({ originalPostId: feed.posts[0].id, threadPosts: [], language: 'English' })
      .expect(201);
    const handedIn = {
      id: 'spoof-1',
      author: 'Marie Curie',
      content: 'A line no figure of ours wrote.',
      avatar: '👩‍🔬',
      specialty: 'Physics',
    };
    await learner.agent
      .post('/api/rabbit-holes')
      .send({
        originalPostId: 'spoof-1',
        originalPost: handedIn,
        threadPosts: Array.from({ length: 20 }, (_, i) => ({ ...handedIn, id: `spoof-${i + 2}` })),
        language: 'English',
      })
      .expect(201);
    expect((await statsOf(t)).totalPosts).toBe(before);
  });

  it('counts a learner’s home-feed post', async () => {
    const learner = await signUp(t);
    const before = (await statsOf(t)).totalPosts;
    await learner.agent
      .post('/api/home-feed/posts')
      .send({ content: 'Why does a lever multiply force?', language: 'en' })
      .expect(201);
    expect((await statsOf(t)).totalPosts).toBeGreaterThanOrEqual(before + 1);
  });

  it('plays curated demos with catalogue figures on a fresh install, valid against the contract', async () => {
    const demos = await demosOf(t);
    // No post liked yet in this database.
    expect(demos.chatDemo.origin).toBe('curated');
    expect(demos.homeFeedDemo.origin).toBe('curated');
    expect(demos.groupDemo.origin).toBe('curated');
    expect(demos.chatDemo.steps).toHaveLength(4);
    expect(demos.homeFeedDemo.posts).toHaveLength(3);
    expect(demos.groupDemo.messages).toHaveLength(4);
    const { body: catalogue } = await t.http.get('/api/personas').expect(200);
    const figures = new Map<string, string>(
      catalogue.figures.map((f: { name: string; avatar: string }) => [f.name, f.avatar]),
    );
    for (const step of demos.chatDemo.steps)
      expect(figures.get(step.mentor_name)).toBe(step.avatar_emoji);
    for (const post of demos.homeFeedDemo.posts) expect(figures.get(post.author)).toBe(post.avatar);
    expect(JSON.stringify(demos)).not.toMatch(/lorem|ipsum/i);
  });

  it('never plays a learner’s shared chat to visitors: the chat demo stays curated, the chat is counted', async () => {
    const curated = await demosOf(t);
    const before = await statsOf(t);
    const owner = await signUp(t, { firstName: 'Zebedee' });
    const question = 'Why did the Church object to your telescope findings?';
    const chat = await chatWith(owner, 'Galileo Galilei', [['user', question]]);
    // A reply the server wrote, with a catalogue figure, shared by its owner: all it takes to be
    // seen by whoever has the link, and still nothing the public front page may show.
    const { body: reply } = await owner.agent
      .post('/api/character-chat')
      .send({ persona: 'Galileo Galilei', message: question, chatId: chat.id })
      .expect(200);
    await owner.agent.patch(`/api/chats/${chat.id}/share`).send({ isPublic: true }).expect(200);

    for (const language of ['en', 'fr']) {
      const demos = await demosOf(t, language);
      expect(demos.chatDemo).toEqual(curated.chatDemo);
      expect(demos.chatDemo.origin).toBe('curated');
      const shown = JSON.stringify(demos);
      expect(shown).not.toContain(question);
      expect(shown).not.toContain(reply.response.trim().slice(0, 40));
      expect(shown).not.toContain('Zebedee');
    }
    expect((await statsOf(t)).totalConversations).toBe(before.totalConversations + 1);
  });

  it('never plays a study group to visitors, even a round several figures answered: the group demo stays curated, the group is counted', async () => {
    const curated = await demosOf(t);
    const before = await statsOf(t);
    const member = await signUp(t, { firstName: 'Philomena' });
    const { body: group } = await member.agent
      .post('/api/group-chats')
      .send({ name: 'Night sky circle' })
      .expect(201);
    const question = 'Philomena here: why do the planets wander against the stars?';
    await member.agent
      .post(`/api/group-chats/${group.id}/messages`)
      .send({ content: question, mentions: ['Isaac Newton', 'Hypatia'] })
      .expect(201);
    const answers = await until(
      async () => {
        const { body } = await member.agent
          .get(`/api/group-chats/${group.id}/messages`)
          .expect(200);
        return (body.messages as Array<{ characterId: string | null; content: string }>).filter(
          (m) => m.characterId,
        );
      },
      (found) => found.length === 2,
    );

    const demos = await demosOf(t);
    expect(demos.groupDemo).toEqual(curated.groupDemo);
    expect(demos.groupDemo.origin).toBe('curated');
    const shown = JSON.stringify(demos.groupDemo);
    for (const text of [question, 'Philomena', 'Isaac Newton', 'Hypatia'])
      expect(shown).not.toContain(text);
    for (const answer of answers) expect(shown).not.toContain(answer.content.trim().slice(0, 40));
    expect((await statsOf(t)).totalConversations).toBe(before.totalConversations + 1);
  });

  it('plays the best-liked post in the language it is written in, no names, e-mails or ids', async () => {
    const owner = await signUp(t, { firstName: 'Zebedee' });
    const { body: feed } = await owner.agent
      .post('/api/generate-posts')
      .send({ count: 3, language: 'French' })
      .expect(200);
    const liked = feed.posts[1] as { id: string; content: string; author: string };
    await owner.agent.post(`/api/posts/${liked.id}/like`).send({}).expect(200);

    // The offline engine wrote the French reader's posts in English, so they were kept in the
    // English pool: the liked post is shown to English visitors, and French ones get curated posts.
    const french = await demosOf(t, 'fr');
    expect(french.homeFeedDemo.origin).toBe('curated');
    const english = await demosOf(t);
    expect(english.homeFeedDemo).toMatchObject({ origin: 'community', language: 'en' });
    expect(english.homeFeedDemo.posts[0]).toMatchObject({ author: liked.author, likes: 1 });
    expect(english.homeFeedDemo.posts[0]?.content).toBe(liked.content.trim().replace(/\s+/g, ' '));

    const stats = JSON.stringify((await t.http.get('/api/public-stats').expect(200)).body);
    for (const answer of [JSON.stringify(french), JSON.stringify(english), stats]) {
      expect(answer).not.toContain(owner.user.email);
      expect(answer).not.toMatch(EMAIL);
      expect(answer).not.toContain('Zebedee');
      expect(answer).not.toMatch(UUID);
    }
  });

  it('refuses an unknown language with a 400 naming the field', async () => {
    const res = await t.http.get('/api/demo-data?language=xx').expect(400);
    expect(res.body.message).toMatch(/language/);
  });
});

describe('landing: server-side cache (e2e)', () => {
  // Only the landing: nothing else in this process queries the database in the background.
  const t = useTestApp({ plugins: ['landing'], env: AI_OFFLINE });

  const countsIn = (sent: string[]) => sent.filter((sql) => sql.includes('"totalUsers"')).length;

  it('lets a burst of first visitors share one count', async () => {
    const sent = await queriesDuring(() =>
      Promise.all(Array.from({ length: 20 }, () => t.http.get('/api/public-stats').expect(200))),
    );
    expect(countsIn(sent)).toBe(1);
  });

  it('does not query the database again for a second call within the window', async () => {
    const cached = await statsOf(t);
    await signUp(t); // a change inside the window is seen at the next count, not now
    let second: PublicStats | undefined;
    const during = await queriesDuring(async () => {
      second = await statsOf(t);
    });
    expect(during).toEqual([]);
    expect(second).toEqual(cached);
  });
});
