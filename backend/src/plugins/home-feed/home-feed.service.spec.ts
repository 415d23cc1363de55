import { HOME_FEED_REPLIES_SHOWN, type HomeFeedPost } from '@agora/contracts';
import type { AuthUser } from '../../core/auth/auth-user';
import { FigureRepliesService } from './figure-replies.service';
import { GENERATED_PER_MINUTE, POSTS_PER_MINUTE } from './home-feed.quota';
import { HomeFeedService } from './home-feed.service';
import {
  CountingHomeFeedQuota,
  InMemoryHomeFeedRepository,
  RecordingNotifier,
  RecordingReplyRequests,
  ScriptedHomeFeedAi,
} from './testing/in-memory-home-feed';

const ada: AuthUser = { id: 'u-ada', email: 'ada@example.com', firstName: 'Ada', isAdmin: false };
const bob: AuthUser = { id: 'u-bob', email: 'bob@example.com', firstName: 'Bob', isAdmin: false };

function setup() {
  const repo = new InMemoryHomeFeedRepository();
  const ai = new ScriptedHomeFeedAi();
  const notifier = new RecordingNotifier();
  const requests = new RecordingReplyRequests();
  return {
    repo,
    ai,
    notifier,
    requests,
    sut: new HomeFeedService(repo, requests, ai, notifier, new CountingHomeFeedQuota()),
    worker: new FigureRepliesService(repo, ai, notifier),
  };
}

/** A tree of replies, flat. */
const flatten = (replies: HomeFeedPost[]): HomeFeedPost[] =>
  replies.flatMap((r) => [r, ...flatten(r.replies)]);

describe(HomeFeedService.name, () => {
  it('stores a post under the author’s name and asks the workers for replies', async () => {
    const { sut, requests } = setup();
    const post = await sut.create(ada, { content: 'Why is the sky blue?', language: 'en' });
    expect(post).toMatchObject({ content: 'Why is the sky blue?', user: { username: 'Ada' } });
    expect(requests.requested).toEqual([post.id]);
  });

  it('refuses a comment on a post that does not exist', async () => {
    const { sut, repo } = setup();
    await expect(
      sut.create(ada, {
        content: 'hi',
        language: 'en',
        parentPostId: '8d4f1f7e-0000-4000-8000-000000000000',
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect(repo.rows).toHaveLength(0);
  });

  it(`limits a user to ${POSTS_PER_MINUTE} posts a minute`, async () => {
    const { sut } = setup();
    for (let i = 0; i < POSTS_PER_MINUTE; i++)
      await sut.create(ada, { content: `post ${i}`, language: 'en' });
    await expect(sut.create(ada, { content: 'one more', language: 'en' })).rejects.toMatchObject({
      status: 429,
    });
    await expect(sut.create(bob, { content: 'mine', language: 'en' })).resolves.toBeDefined();
  });

  it('lets only the author delete a post', async () => {
    const { sut, repo } = setup();
    const post = await sut.create(ada, { content: 'mine', language: 'en' });
    await expect(sut.remove(bob, post.id)).rejects.toMatchObject({ status: 403 });
    await sut.remove(ada, post.id);
    expect(repo.rows).toHaveLength(0);
  });

  it('nests a comment and the figures’ answers to it under the post', async () => {
    const { sut, worker } = setup();
    const post = await sut.create(ada, { content: 'Gravity puzzles me', language: 'en' });
    await worker.answer(post.id);
    const comment = await sut.create(bob, {
      content: 'Me too',
      language: 'en',
      parentPostId: post.id,
    });
    await worker.answer(comment.id);
    const [top] = (await sut.feed(bob)).posts;
    expect(top!.replies.map((r) => r.aiAuthor ?? r.user?.username)).toEqual([
      'Marie Curie',
      'Isaac Newton',
      'Bob',
    ]);
    expect(top!.replies[2]!.replies.map((r) => r.aiAuthor)).toEqual([
      'Marie Curie',
      'Isaac Newton',
    ]);
    expect(top!.comments).toBe(3);
  });

  it('shows the newest replies of a long conversation and pages back to its first', async () => {
    const { sut, worker, repo } = setup();
    const post = await sut.create(ada, { content: 'Ask me anything', language: 'en' });
    // 12 comments, each answered by two figures: 36 replies, more than the feed shows.
    for (let i = 0; i < 12; i++) {
      const comment = await repo.insertLearnerPost({
        userId: bob.id,
        username: 'Bob',
        content: `question ${i}`,
        language: 'en',
        topics: [],
        parent: { id: post.id, rootPostId: null },
      });
      await worker.answer(comment.id);
    }
    const [top] = (await sut.feed(ada)).posts;
    const shown = flatten(top!.replies);
    expect(shown).toHaveLength(HOME_FEED_REPLIES_SHOWN);
    expect(top!.earlierReplies).toBe(36 - HOME_FEED_REPLIES_SHOWN);
    expect(top!.comments).toBe(12);
    const newest = top!.replies.at(-1)!;
    expect(newest.content).toBe('question 11');
    expect(newest.replies.map((r) => r.aiAuthor)).toEqual(['Marie Curie', 'Isaac Newton']);

    const seen = new Set(shown.map((r) => r.id));
    let cursor: string | undefined;
    do {
      const page = await sut.earlierReplies(ada, post.id, { cursor, limit: 5 });
      for (const reply of page.replies) {
        expect(seen.has(reply.id)).toBe(false);
        seen.add(reply.id);
      }
      expect(page.earlierReplies).toBe(36 - seen.size);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen.size).toBe(36);
    await expect(sut.earlierReplies(ada, newest.id, { limit: 5 })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('toggles a like and reports the count', async () => {
    const { sut } = setup();
    const post = await sut.create(ada, { content: 'like me', language: 'en' });
    await expect(sut.toggleLike(bob, post.id)).resolves.toEqual({ liked: true, likes: 1 });
    await expect(sut.toggleLike(bob, post.id)).resolves.toEqual({ liked: false, likes: 0 });
  });
});

describe(FigureRepliesService.name, () => {
  it('answers what the learner wrote, once, however often the job runs', async () => {
    const { sut, worker, repo, notifier } = setup();
    const post = await sut.create(ada, { content: 'Tell me about radium', language: 'en' });
    await expect(worker.answer(post.id)).resolves.toEqual({ status: 'written', replies: 2 });
    await expect(worker.answer(post.id)).resolves.toEqual({ status: 'already' });
    const replies = repo.rows.filter((r) => r.parentPostId === post.id);
    expect(replies.map((r) => r.content)).toEqual([
      '@Ada about "Tell me about radium"',
      '@Ada about "Tell me about radium"',
    ]);
    expect(notifier.updates).toEqual([{ kind: 'replies', parentPostId: post.id, count: 2 }]);
  });

  it('leaves the post intact and writes nothing when the AI fails', async () => {
    const { sut, worker, repo, ai, notifier } = setup();
    const post = await sut.create(ada, { content: 'Will this fail?', language: 'en' });
    ai.failing = true;
    await expect(worker.answer(post.id)).rejects.toThrow('provider down');
    expect(repo.rows).toHaveLength(1);
    expect(repo.rows[0]!.repliesWrittenAt).toBeNull();
    expect(notifier.updates).toEqual([]);
    ai.failing = false;
    await expect(worker.answer(post.id)).resolves.toEqual({ status: 'written', replies: 2 });
  });

  it('lets the figure a learner answers reply first, with the conversation as context', async () => {
    const { sut, worker, ai } = setup();
    const post = await sut.create(ada, { content: 'Light?', language: 'en' });
    await worker.answer(post.id);
    const [top] = (await sut.feed(ada)).posts;
    const newton = top!.replies.find((r) => r.aiAuthor === 'Isaac Newton')!;
    const comment = await sut.create(ada, {
      content: 'Is light a particle?',
      language: 'en',
      parentPostId: newton.id,
    });
    await worker.answer(comment.id);
    expect(ai.asked.at(-1)).toMatchObject({
      root: { author: 'Ada', content: 'Light?' },
      replyToFigure: 'Isaac Newton',
      post: { content: 'Is light a particle?' },
    });
    expect(ai.asked.at(-1)!.thread.length).toBeGreaterThan(0);
  });

  it('does nothing for a post deleted before its job ran', async () => {
    const { worker } = setup();
    await expect(worker.answer('gone-id')).resolves.toEqual({ status: 'gone' });
  });
});

describe(`${HomeFeedService.name} generate-more`, () => {
  it('stores figure posts on the topics and limits how many a user asks for a minute', async () => {
    const { sut, notifier } = setup();
    const body = { topics: ['optics'], language: 'en', existingAuthors: [] };
    for (let i = 0; i < GENERATED_PER_MINUTE / 5; i++) {
      const { posts } = await sut.generateMore(ada, body);
      expect(posts).toHaveLength(5);
      expect(posts[0]).toMatchObject({ isAiResponse: true, parentPostId: null });
    }
    await expect(sut.generateMore(ada, body)).rejects.toMatchObject({ status: 429 });
    await expect(sut.generateMore(bob, body)).resolves.toBeDefined();
    expect(notifier.updates.at(-1)).toEqual({ kind: 'posts', parentPostId: null, count: 5 });
  });
});
