import { CountingStorageQuota } from './testing/counting-storage-quota';
import { RABBIT_HOLE_MAX_POSTS, RabbitHoleFull, StorageQuotaExceeded } from './rabbit-holes.quota';
import { ForbiddenException, NotFoundException } from '@nestjs/common';
import {
  ThreadAi,
  type ReplyRequest,
  type ThreadPostDraft,
  type ThreadSeed,
} from './rabbit-holes-ai.port';
import { generatedName, RabbitHolesService } from './rabbit-holes.service';
import { InMemoryRabbitHoles } from './testing/in-memory-rabbit-holes';
import { NEUTRAL_RABBIT_HOLE_PREVIEW } from './rabbit-holes.views';
import { RecordedAnswerStream } from './testing/recorded-answer-stream';
import {
  type PublishedPost,
  PublishedPostsRegistry,
} from '../../core/published-posts/published-posts.registry';

class FakeThreadAi extends ThreadAi {
  replies: ReplyRequest[] = [];
  threadsWritten = 0;
  threadSize = 1;
  seeds: ThreadSeed[] = [];
  async writeThread(seed: ThreadSeed): Promise<{ posts: ThreadPostDraft[] }> {
    this.threadsWritten += 1;
    this.seeds.push(seed);
    const post = { author: 'Ada Lovelace', content: 'Deeper.' };
    return { posts: Array.from({ length: this.threadSize }, () => post) };
  }
  async reply(
    input: ReplyRequest,
    _req: unknown,
    onToken: (author: string, token: string) => void,
  ) {
    this.replies.push(input);
    onToken('Ada Lovelace', 'Hello ');
    onToken('Ada Lovelace', 'there.');
    return { posts: [{ author: 'Ada Lovelace', content: 'Hello there.' }] };
  }
}

const owner = { key: 'user:1', userId: '1', apiKey: undefined };
const choice = { language: 'en', useAPI: 'openai' as const, claudeModel: 'haiku' as const };
const original = { id: 'p1', author: 'Ada Lovelace', content: 'Engines can weave algebra.' };

describe(RabbitHolesService.name, () => {
  let holes: InMemoryRabbitHoles;
  let ai: FakeThreadAi;
  let answers: RecordedAnswerStream;
  let published: PublishedPostsRegistry;
  let sut: RabbitHolesService;

  beforeEach(() => {
    holes = new InMemoryRabbitHoles();
    ai = new FakeThreadAi();
    answers = new RecordedAnswerStream();
    published = new PublishedPostsRegistry();
    sut = new RabbitHolesService(holes, ai, answers, new CountingStorageQuota(), published);
  });

  async function open() {
    return (
      await sut.create(owner, {
        originalPostId: 'p1',
        originalPost: original,
        threadPosts: [],
        language: 'en',
      })
    ).id;
  }

  it('streams tokens to the asking user with the stream id and author, then ai-done, and stores the answers', async () => {
    const id = await open();
    const result = await sut.answer(owner, {
      ...choice,
      rabbitHoleId: id,
      userPost: { content: 'How?', username: 'Ada' },
      originalPost: original,
      oneOnOneMode: true,
      replyToAuthor: 'Ada Lovelace',
      streamId: 's-1',
    });
    expect(answers.emitted).toEqual([
      {
        userId: '1',
        event: 'ai-token',
        payload: { streamId: 's-1', token: 'Hello ', author: 'Ada Lovelace' },
      },
      {
        userId: '1',
        event: 'ai-token',
        payload: { streamId: 's-1', token: 'there.', author: 'Ada Lovelace' },
      },
      { userId: '1', event: 'ai-done', payload: { streamId: 's-1' } },
    ]);
    expect(result.posts[0]).toMatchObject({
      kind: 'ai',
      author: 'Ada Lovelace',
      replyingTo: 'Ada',
    });
    expect(ai.replies[0]).toMatchObject({ oneOnOne: true, replyToAuthor: 'Ada Lovelace' });
  });

  it('answers a visitor over HTTP only (visitors have no user room)', async () => {
    const visitor = { key: 'visitor:v', userId: null, apiKey: undefined };
    const { id } = await sut.create(visitor, {
      originalPostId: 'p1',
      threadPosts: [],
      language: 'en',
    });
    await sut.answer(visitor, {
      ...choice,
      rabbitHoleId: id,
      userPost: { content: 'Hi' },
      originalPost: original,
      oneOnOneMode: false,
      streamId: 's-2',
    });
    expect(answers.emitted).toEqual([]);
  });

  it("refuses writes to someone else's rabbit hole and answers 404 for an unknown one", async () => {
    const id = await open();
    const stranger = { key: 'user:2', userId: '2', apiKey: undefined };
    await expect(
      sut.addUserPost(stranger, { rabbitHoleId: id, content: 'Hi', isReply: false }),
    ).rejects.toBeInstanceOf(ForbiddenException);
    await expect(sut.read('00000000-0000-4000-8000-0000000000ff')).rejects.toBeInstanceOf(
      NotFoundException,
    );
  });

  it('names a user without a display name Explorer plus a number below 1000', async () => {
    expect(generatedName(() => 0.999)).toBe('Explorer999');
    const id = await open();
    const post = await sut.addUserPost(owner, { rabbitHoleId: id, content: 'Hi', isReply: false });
    expect(post.username).toMatch(/^Explorer\d{1,3}$/);
  });

  it('takes the quota before the AI writes: a refused request, stored or not, costs no AI call', async () => {
    sut = new RabbitHolesService(holes, ai, answers, new CountingStorageQuota(2), published);
    const id = await open();
    await sut.generateThread(owner, { ...choice, originalPost: original });
    await expect(
      sut.generateThread(owner, { ...choice, originalPost: original, rabbitHoleId: id }),
    ).rejects.toBeInstanceOf(StorageQuotaExceeded);
    await expect(
      sut.generateThread(owner, { ...choice, originalPost: original }),
    ).rejects.toBeInstanceOf(StorageQuotaExceeded);
    expect(ai.threadsWritten).toBe(1);
  });

  it(`fills a rabbit hole up to ${RABBIT_HOLE_MAX_POSTS} posts, then refuses with 409 before the AI writes`, async () => {
    const id = await open();
    ai.threadSize = 40;
    for (let i = 0; i < 4; i++)
      await sut.generateThread(owner, { ...choice, originalPost: original, rabbitHoleId: id });
    expect(holes.threads.get(id)).toHaveLength(RABBIT_HOLE_MAX_POSTS);
    const written = ai.threadsWritten;
    await expect(
      sut.generateThread(owner, { ...choice, originalPost: original, rabbitHoleId: id }),
    ).rejects.toBeInstanceOf(RabbitHoleFull);
    await expect(
      sut.addUserPost(owner, { rabbitHoleId: id, content: 'Hi', isReply: false }),
    ).rejects.toMatchObject({ status: 409 });
    expect(ai.threadsWritten).toBe(written);
    expect((await sut.read(id)).posts).toHaveLength(RABBIT_HOLE_MAX_POSTS);
  });

  it('records who wrote each post: the request body is the client, generated posts the server', async () => {
    const { id } = await sut.create(owner, {
      originalPostId: 'p1',
      originalPost: original,
      threadPosts: [{ author: 'Ada Lovelace', content: 'Handed in.' }],
      language: 'en',
    });
    await sut.generateThread(owner, { ...choice, originalPost: original, rabbitHoleId: id });
    const userPost = await sut.addUserPost(owner, {
      rabbitHoleId: id,
      content: 'Hi',
      isReply: false,
    });
    await sut.answer(owner, {
      ...choice,
      rabbitHoleId: id,
      userPost: { id: userPost.id, content: 'Hi' },
      originalPost: original,
      oneOnOneMode: true,
    });
    expect(holes.threads.get(id)!.map((p) => [p.kind, p.writtenBy])).toEqual([
      ['original', 'client'],
      ['thread', 'client'],
      ['thread', 'server'],
      ['user', 'client'],
      ['ai', 'server'],
    ]);
  });

  describe('the post a hole opens from', () => {
    const curie: PublishedPost = {
      author: 'Marie Curie',
      avatar: '⚗️',
      specialty: 'Physics and chemistry',
      content: 'Radium glows in the dark of the shed.',
      topic: 'Radioactivity',
      sources: ['Pierre Curie, 1923'],
      claimKind: 'documented',
      provider: 'offline',
    };
    const feedId = '5f0c7a52-3c1e-4f6a-9d2b-0a6e1c9b7d41';

    beforeEach(() => {
      published.register('feed', async (id) => (id === feedId ? curie : null));
    });

    it("is the feed's stored post when the server published it, whatever the client sent as its words", async () => {
      const { id } = await sut.create(owner, {
        originalPostId: feedId,
        originalPost: { author: 'Marie Curie', content: 'I never said this.' },
        threadPosts: [],
        language: 'en',
      });
      const [first] = (await sut.read(id)).posts;
      expect(first).toMatchObject({ kind: 'original', ...curie });
      expect(first).not.toHaveProperty('unverified');
      await expect(sut.preview(id)).resolves.toEqual({
        figure: 'Marie Curie',
        title: 'Radioactivity',
        description: curie.content,
      });
    });

    it('is what the figures write and answer about, whatever post the client names later', async () => {
      const { id } = await sut.create(owner, {
        originalPostId: feedId,
        threadPosts: [],
        language: 'en',
      });
      const other = { author: 'Marie Curie', content: 'Radium water cures everything.' };
      await sut.generateThread(owner, { ...choice, originalPost: other, rabbitHoleId: id });
      await sut.answer(owner, {
        ...choice,
        rabbitHoleId: id,
        userPost: { content: 'Does it glow?' },
        originalPost: other,
        oneOnOneMode: true,
      });
      expect(ai.seeds).toEqual([expect.objectContaining({ content: curie.content })]);
      expect(ai.replies[0]).toMatchObject({
        original: { content: curie.content },
        replyToAuthor: 'Marie Curie',
      });
      // a hole of the client's own words is written about as sent
      const sample = await open();
      await sut.generateThread(owner, { ...choice, originalPost: other, rabbitHoleId: sample });
      expect(ai.seeds[1]).toEqual(other);
    });

    it('is marked unverified when only the client knows it, as is any figure post it handed in', async () => {
      const { id } = await sut.create(owner, {
        originalPostId: 'sample-1',
        originalPost: { author: 'Marie Curie', content: 'I never said this.' },
        threadPosts: [{ author: 'Ada Lovelace', content: 'Nor I.' }],
        language: 'en',
      });
      await sut.generateThread(owner, { ...choice, originalPost: original, rabbitHoleId: id });
      await sut.addUserPost(owner, { rabbitHoleId: id, content: 'Hi', isReply: false });
      const posts = (await sut.read(id)).posts;
      expect(posts.map((p) => [p.kind, p.unverified ?? false])).toEqual([
        ['original', true],
        ['thread', true],
        ['thread', false],
        ['user', false],
      ]);
    });
  });

  describe('link preview', () => {
    const spoofed = { author: 'Marie Curie', content: 'I never said this.', topic: 'Lies' };
    /** A hole whose opening post (and any thread posts) a client handed in as Marie Curie's. */
    const openSpoofedHole = (threadPosts: (typeof spoofed)[] = []) =>
      sut.create(owner, {
        originalPostId: 'p1',
        originalPost: spoofed,
        threadPosts,
        language: 'en',
      });

    it('shows a neutral preview for a hole made only of posts a client sent, and none for an unknown hole', async () => {
      const { id } = await openSpoofedHole([spoofed]);
      await sut.addUserPost(owner, { rabbitHoleId: id, content: spoofed.content, isReply: false });
      await expect(sut.preview(id)).resolves.toEqual(NEUTRAL_RABBIT_HOLE_PREVIEW);
      await expect(sut.preview('00000000-0000-4000-8000-0000000000ff')).resolves.toBeNull();
      await expect(sut.preview('not-a-uuid')).resolves.toBeNull();
    });

    it('quotes the first post the server wrote once it has written the thread', async () => {
      const { id } = await openSpoofedHole();
      await sut.generateThread(owner, { ...choice, originalPost: spoofed, rabbitHoleId: id });
      await expect(sut.preview(id)).resolves.toEqual({
        figure: 'Ada Lovelace',
        title: 'Deeper',
        description: 'Deeper.',
      });
    });

    it("takes a figure's answer when the server wrote no thread", async () => {
      const { id } = await openSpoofedHole();
      await sut.answer(owner, {
        ...choice,
        rabbitHoleId: id,
        userPost: { content: spoofed.content },
        originalPost: spoofed,
        oneOnOneMode: false,
      });
      await expect(sut.preview(id)).resolves.toMatchObject({
        figure: 'Ada Lovelace',
        description: 'Hello there.',
      });
    });
  });
});
