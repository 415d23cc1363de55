import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { RealtimeService } from '../../core/realtime/realtime.service';
import { ThreadAi, type ReplyRequest, type ThreadPostDraft } from './rabbit-holes-ai.port';
import type {
  NewThreadPost,
  RabbitHoleRecord,
  RabbitHolesRepository,
  StoredThreadPost,
} from './rabbit-holes.repository';
import { generatedName, RabbitHolesService } from './rabbit-holes.service';

class FakeHoles {
  holes = new Map<string, RabbitHoleRecord>();
  posts = new Map<string, StoredThreadPost[]>();

  async create(
    record: { originalPostId: string; ownerKey: string; language: string },
    posts: NewThreadPost[],
  ) {
    const id = `00000000-0000-4000-8000-00000000000${this.holes.size}`;
    this.holes.set(id, { ...record, id, createdAt: new Date() });
    this.posts.set(id, []);
    await this.add(id, posts);
    return id;
  }
  async find(id: string) {
    return this.holes.get(id) ?? null;
  }
  async posts_(id: string) {
    return this.posts.get(id) ?? [];
  }
  async add(id: string, posts: NewThreadPost[]) {
    const stored = posts.map((p, i) => ({
      avatar: '',
      specialty: '',
      topic: '',
      sources: [],
      claimKind: '',
      isReply: false,
      ...p,
      id: `${id}-${i}-${Math.random()}`,
      provider: p.provider ?? null,
      username: p.username ?? null,
      replyToId: p.replyToId ?? null,
      replyToAuthor: p.replyToAuthor ?? null,
      createdAt: new Date(),
    })) as StoredThreadPost[];
    this.posts.get(id)!.push(...stored);
    return stored;
  }
}

class FakeThreadAi extends ThreadAi {
  replies: ReplyRequest[] = [];
  async writeThread(): Promise<{ posts: ThreadPostDraft[] }> {
    return { posts: [{ author: 'Ada Lovelace', content: 'Deeper.' }] };
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
  let holes: FakeHoles;
  let ai: FakeThreadAi;
  let emitted: { userId: string; event: string; payload: unknown }[];
  let sut: RabbitHolesService;

  beforeEach(() => {
    holes = new FakeHoles();
    ai = new FakeThreadAi();
    emitted = [];
    const realtime = {
      emitToUser: (userId: string, event: string, payload: unknown) =>
        void emitted.push({ userId, event, payload }),
    } as unknown as RealtimeService;
    const repo = {
      create: holes.create.bind(holes),
      find: holes.find.bind(holes),
      posts: holes.posts_.bind(holes),
      add: holes.add.bind(holes),
    } as unknown as RabbitHolesRepository;
    sut = new RabbitHolesService(repo, ai, realtime);
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
    expect(emitted).toEqual([
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
    expect(emitted).toEqual([]);
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
});
