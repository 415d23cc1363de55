import {
  type NewThreadPost,
  type RabbitHoleRecord,
  RabbitHolesRepository,
  type StoredThreadPost,
} from '../rabbit-holes.repository';

/** The rabbit-holes port in memory, for unit tests: ids are uuids, posts keep insertion order. */
export class InMemoryRabbitHoles extends RabbitHolesRepository {
  readonly holes = new Map<string, RabbitHoleRecord>();
  readonly threads = new Map<string, StoredThreadPost[]>();
  private nextId = 1;

  async create(
    record: { originalPostId: string; ownerKey: string; language: string },
    posts: NewThreadPost[],
  ): Promise<string> {
    const id = this.uuid();
    this.holes.set(id, { ...record, id, createdAt: new Date() });
    this.threads.set(id, []);
    await this.add(id, posts, Number.POSITIVE_INFINITY);
    return id;
  }

  async find(id: string): Promise<RabbitHoleRecord | null> {
    return this.holes.get(id) ?? null;
  }

  async posts(id: string, limit = Number.POSITIVE_INFINITY): Promise<StoredThreadPost[]> {
    return (this.threads.get(id) ?? []).slice(0, limit);
  }

  async countPosts(id: string): Promise<number> {
    return this.threads.get(id)?.length ?? 0;
  }

  async firstServerWrittenPost(id: string): Promise<StoredThreadPost | null> {
    const posts = await this.posts(id);
    return posts.find((p) => p.writtenBy === 'server') ?? null;
  }

  async add(id: string, posts: NewThreadPost[], maxPosts: number): Promise<StoredThreadPost[]> {
    const thread = this.threads.get(id);
    if (!thread) throw new Error(`no rabbit hole ${id}`);
    const fitting = posts.slice(0, Math.max(0, maxPosts - thread.length));
    const stored = fitting.map((p): StoredThreadPost => ({
      id: this.uuid(),
      kind: p.kind,
      writtenBy: p.writtenBy,
      author: p.author,
      avatar: p.avatar ?? '',
      specialty: p.specialty ?? '',
      content: p.content,
      topic: p.topic ?? '',
      sources: p.sources ?? [],
      claimKind: p.claimKind ?? '',
      provider: p.provider ?? null,
      username: p.username ?? null,
      isReply: p.isReply ?? false,
      replyToId: p.replyToId ?? null,
      replyToAuthor: p.replyToAuthor ?? null,
      createdAt: new Date(),
    }));
    thread.push(...stored);
    return stored;
  }

  private uuid(): string {
    return `00000000-0000-4000-8000-${String(this.nextId++).padStart(12, '0')}`;
  }
}
