import { randomUUID } from 'node:crypto';
import {
  HOME_FEED_REPLIES_SHOWN,
  type HomeFeedConversation,
  type HomeFeedConversationPage,
  type HomeFeedEarlierReplies,
  type HomeFeedPost,
} from '@agora/contracts';
import { signUp, type SignedUp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

/** A tree of replies, flat, in the order shown. */
const flatten = (replies: HomeFeedPost[]): HomeFeedPost[] =>
  replies.flatMap((r) => [r, ...flatten(r.replies)]);

describe('home feed: long conversations are read from their newest replies (e2e)', () => {
  const t = useTestApp({
    plugins: ['home-feed'],
    // Figure replies are written in this process by the offline engine.
    env: {
      WORKERS: 'inline',
      OPENAI_API_KEY: '',
      ANTHROPIC_API_KEY: '',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  });

  async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > until) throw new Error(`nothing within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** The figures' answers to a post, once the reply job has written them. */
  const figureRepliesTo = (postId: string) =>
    waitFor(async () => {
      const rows: { id: string }[] = await t.dataSource.query(
        `SELECT id FROM home_feed_posts WHERE "parentPostId" = $1 AND "isAiResponse"`,
        [postId],
      );
      return rows.length ? rows.map((r) => r.id) : undefined;
    });

  async function post(who: SignedUp, body: object): Promise<HomeFeedPost> {
    const res = await who.agent.post('/api/home-feed/posts').send(body);
    expect(res.status).toBe(201);
    return res.body as HomeFeedPost;
  }

  /** Every reply of a conversation, oldest first, as stored. */
  const storedReplies = async (rootId: string): Promise<string[]> =>
    (
      await t.dataSource.query(
        `SELECT id FROM home_feed_posts WHERE "rootPostId" = $1 ORDER BY "createdAt", id`,
        [rootId],
      )
    ).map((r: { id: string }) => r.id);

  /**
   * Earlier exchanges of a conversation, as the reply jobs would have written them an hour ago: a
   * learner's comment answered by two figures, `count` times.
   */
  async function seedExchanges(rootId: string, userId: string, count: number): Promise<void> {
    await t.dataSource.query(
      `WITH comments AS (
         INSERT INTO home_feed_posts ("rootPostId", "parentPostId", "userId", username, content, "createdAt")
         SELECT $1, $1, $2, 'Bob', 'Earlier question ' || n, now() - interval '1 hour' + n * interval '1 minute'
           FROM generate_series(1, $3) AS n
         RETURNING id, "createdAt"
       )
       INSERT INTO home_feed_posts ("rootPostId", "parentPostId", "isAiResponse", "aiAuthor", "aiAvatar", "aiSpecialty", content, "createdAt")
       SELECT $1, c.id, true, f.author, '🔬', 'Science', 'An answer by ' || f.author, c."createdAt" + f.k * interval '1 second'
         FROM comments c, (VALUES (1, 'Marie Curie'), (2, 'Isaac Newton')) AS f(k, author)`,
      [rootId, userId, count],
    );
  }

  async function conversation(reader: SignedUp, rootId: string): Promise<HomeFeedConversation> {
    const page = (await reader.agent.get('/api/home-feed').expect(200))
      .body as HomeFeedConversationPage;
    const found = page.posts.find((p) => p.id === rootId);
    if (!found) throw new Error(`conversation ${rootId} is not on the first page`);
    return found;
  }

  it('shows the newest comment and its figure replies past the page of replies, and pages back to the first reply', async () => {
    const ada = await signUp(t, { firstName: 'Ada' });
    const bob = await signUp(t, { firstName: 'Bob' });
    const root = await post(ada, { content: 'What is light made of?', language: 'en' });
    await figureRepliesTo(root.id);
    await seedExchanges(root.id, bob.user.id, 40);

    // The 121st or so reply of the conversation: accepted, answered, and shown.
    const newest = await post(bob, {
      content: 'And what about photons today?',
      language: 'en',
      parentPostId: root.id,
    });
    const answers = await figureRepliesTo(newest.id);
    const all = await storedReplies(root.id);
    expect(all.length).toBeGreaterThan(120);

    const shown = await conversation(ada, root.id);
    const shownReplies = flatten(shown.replies);
    expect(shownReplies).toHaveLength(HOME_FEED_REPLIES_SHOWN);
    expect(shown.earlierReplies).toBe(all.length - HOME_FEED_REPLIES_SHOWN);
    // The shown replies are the conversation's newest, the newest comment last with its answers.
    expect(new Set(shownReplies.map((r) => r.id))).toEqual(
      new Set(all.slice(-HOME_FEED_REPLIES_SHOWN)),
    );
    const last = shown.replies.at(-1)!;
    expect(last).toMatchObject({ id: newest.id, content: 'And what about photons today?' });
    expect(last.replies.map((r) => r.id).sort()).toEqual([...answers].sort());
    expect(last.comments).toBe(answers.length);
    // `comments` counts every direct reply of the post, not only those shown.
    const [direct] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM home_feed_posts WHERE "parentPostId" = $1`,
      [root.id],
    );
    expect(shown.comments).toBe(direct.n);

    // Page back: every earlier reply once, each page oldest first, down to the very first reply.
    const seen = new Set(shownReplies.map((r) => r.id));
    const pages: HomeFeedEarlierReplies[] = [];
    let cursor: string | null | undefined;
    do {
      const res = await ada.agent
        .get(`/api/home-feed/posts/${root.id}/earlier-replies`)
        .query({ limit: 17, ...(cursor ? { cursor } : {}) })
        .expect(200);
      const page = res.body as HomeFeedEarlierReplies;
      expect(page.replies.length).toBeGreaterThan(0);
      expect(page.replies.length).toBeLessThanOrEqual(17);
      for (const reply of page.replies) {
        expect(seen.has(reply.id)).toBe(false);
        seen.add(reply.id);
        expect(reply.replies).toEqual([]);
      }
      const times = page.replies.map((r) => r.createdAt);
      expect(times).toEqual([...times].sort());
      expect(page.earlierReplies).toBe(all.length - seen.size);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.size).toBe(all.length);
    expect(pages.at(-1)!.earlierReplies).toBe(0);
    expect(pages.at(-1)!.replies[0]!.id).toBe(all[0]);
    // The seeded answers name the comments they answer.
    const earlierAnswer = pages[0]!.replies.find((r) => r.isAiResponse)!;
    expect(all).toContain(earlierAnswer.parentPostId);
  }, 60_000);

  it('keeps a reply whose comment is older than the replies shown, under the post, naming its parent', async () => {
    const ada = await signUp(t, { firstName: 'Ada' });
    const root = await post(ada, { content: 'A question for many voices', language: 'en' });
    await figureRepliesTo(root.id);
    // One old comment answered by more figures than the feed shows replies.
    const [comment] = await t.dataSource.query(
      `INSERT INTO home_feed_posts ("rootPostId", "parentPostId", "userId", username, content, "createdAt")
       VALUES ($1, $1, $2, 'Ada', 'Everyone, answer me', now() + interval '1 second') RETURNING id`,
      [root.id, ada.user.id],
    );
    await t.dataSource.query(
      `INSERT INTO home_feed_posts ("rootPostId", "parentPostId", "isAiResponse", "aiAuthor", content, "createdAt")
       SELECT $1, $2, true, 'Figure ' || n, 'Answer ' || n, now() + interval '2 seconds' + n * interval '1 ms'
         FROM generate_series(1, $3) AS n`,
      [root.id, comment.id, HOME_FEED_REPLIES_SHOWN],
    );

    const shown = await conversation(ada, root.id);
    expect(shown.replies).toHaveLength(HOME_FEED_REPLIES_SHOWN);
    for (const reply of shown.replies)
      expect(reply).toMatchObject({ parentPostId: comment.id, isAiResponse: true, replies: [] });
    expect(shown.earlierReplies).toBeGreaterThanOrEqual(1);

    const earlier = (
      await ada.agent.get(`/api/home-feed/posts/${root.id}/earlier-replies`).expect(200)
    ).body as HomeFeedEarlierReplies;
    expect(earlier.replies.at(-1)).toMatchObject({
      id: comment.id,
      content: 'Everyone, answer me',
      comments: HOME_FEED_REPLIES_SHOWN,
    });
    expect(earlier.nextCursor).toBeNull();
  }, 60_000);

  it('refuses a forged cursor, a page over the maximum, a reply or unknown id, and visitors', async () => {
    const ada = await signUp(t);
    const root = await post(ada, { content: 'Short conversation', language: 'en' });
    const url = `/api/home-feed/posts/${root.id}/earlier-replies`;
    // A conversation the feed shows whole has no earlier replies.
    await expect(
      ada.agent
        .get(url)
        .expect(200)
        .then((r) => r.body),
    ).resolves.toEqual({ replies: [], earlierReplies: 0, nextCursor: null });

    const forged = await ada.agent.get(url).query({ cursor: 'bm90LWEtY3Vyc29y' });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toMatch(/^cursor/);
    const tooMany = await ada.agent.get(url).query({ limit: 51 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/^limit/);

    const [answer] = await figureRepliesTo(root.id);
    await ada.agent.get(`/api/home-feed/posts/${answer}/earlier-replies`).expect(404);
    await ada.agent.get(`/api/home-feed/posts/${randomUUID()}/earlier-replies`).expect(404);
    await ada.agent.get('/api/home-feed/posts/not-a-uuid/earlier-replies').expect(400);
    await t.http.get(url).expect(401);
  }, 60_000);
});
