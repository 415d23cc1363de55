import { randomUUID } from 'node:crypto';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type {
  CreateRabbitHoleBody,
  CreateUserPostBody,
  GenerateAiResponseBody,
  GenerateRabbitHoleBody,
  RabbitHole,
  ThreadPost,
} from '@agora/contracts';
import { rabbitHoleIdParamSchema } from '@agora/contracts';
import { AnswerStream } from './answer-stream';
import { ThreadAi, type ThreadSeed } from './rabbit-holes-ai.port';
import {
  type NewThreadPost,
  type RabbitHoleRecord,
  RabbitHolesRepository,
  type StoredThreadPost,
} from './rabbit-holes.repository';
import { RABBIT_HOLE_MAX_POSTS, RabbitHoleFull, StorageQuota } from './rabbit-holes.quota';
import { toRabbitHole, toRabbitHolePreview, toThreadPost } from './rabbit-holes.views';
import { PublishedPostsRegistry } from '../../core/published-posts/published-posts.registry';
import type { LinkPreview } from '../../core/serving/link-previews';
import type { Viewer } from '../../core/auth/viewer.decorator';

const HISTORY_FOR_REPLIES = 12;

/**
 * Rabbit-hole threads: anyone may read one (share links); only whoever opened it may write to it,
 * up to RABBIT_HOLE_MAX_POSTS posts. Every write and every AI call first takes the viewer's
 * storage quota, so a refused request costs no AI work.
 */
@Injectable()
export class RabbitHolesService {
  constructor(
    private readonly holes: RabbitHolesRepository,
    private readonly ai: ThreadAi,
    private readonly answers: AnswerStream,
    private readonly quota: StorageQuota,
    private readonly published: PublishedPostsRegistry,
  ) {}

  async create(viewer: Viewer, body: CreateRabbitHoleBody): Promise<{ id: string }> {
    await this.quota.take(viewer);
    const original = await this.originalPost(body);
    const posts: NewThreadPost[] = [
      ...(original ? [original] : []),
      ...body.threadPosts.map((p) => ({
        kind: 'thread' as const,
        ...p,
        writtenBy: 'client' as const,
      })),
    ];
    const id = await this.holes.create(
      { originalPostId: body.originalPostId, ownerKey: viewer.key, language: body.language },
      posts,
    );
    return { id };
  }

  async read(id: string): Promise<RabbitHole> {
    const hole = await this.mustFind(id);
    return toRabbitHole(hole, await this.holes.posts(id, RABBIT_HOLE_MAX_POSTS));
  }

  /** The link preview of a share link (anyone may read a rabbit hole); null for an unknown id. */
  async preview(id: string): Promise<LinkPreview | null> {
    if (!rabbitHoleIdParamSchema.safeParse({ id }).success) return null;
    if (!(await this.holes.find(id))) return null;
    return toRabbitHolePreview(await this.holes.firstServerWrittenPost(id));
  }

  /**
   * Writes the deep-dive thread about a post; stored when a rabbit hole of this viewer is named.
   * Unstored threads (a local thread, a visitor's) take the same quota: each is an AI call.
   */
  async generateThread(
    viewer: Viewer,
    body: GenerateRabbitHoleBody,
  ): Promise<{ posts: ThreadPost[]; notice?: string }> {
    let opening: StoredThreadPost[] = [];
    if (body.rabbitHoleId) {
      await this.mustHaveRoom(viewer, body.rabbitHoleId);
      opening = await this.holes.posts(body.rabbitHoleId, 1);
    }
    await this.quota.take(viewer);
    const original = seedOf(opening, body.originalPost);
    const written = await this.ai.writeThread(original, { ...body, ...viewer });
    const drafts = written.posts.map((p) => ({
      kind: 'thread' as const,
      ...p,
      writtenBy: 'server' as const,
    }));
    const posts = body.rabbitHoleId
      ? (await this.store(body.rabbitHoleId, drafts)).map((p) => toThreadPost(p, body.language))
      : drafts.map((p) =>
          toThreadPost({ ...blankStored(), ...p, id: randomUUID() }, body.language),
        );
    return withNotice({ posts }, written.notice);
  }

  async addUserPost(viewer: Viewer, body: CreateUserPostBody): Promise<ThreadPost> {
    await this.mustHaveRoom(viewer, body.rabbitHoleId);
    await this.quota.take(viewer);
    const username = body.username || generatedName();
    const [stored] = await this.store(body.rabbitHoleId, [
      {
        kind: 'user',
        writtenBy: 'client',
        author: username,
        username,
        content: body.content,
        avatar: '🧑',
        isReply: body.isReply,
        replyToId: body.replyToId,
        replyToAuthor: body.replyToOriginalAuthor,
      },
    ]);
    return toThreadPost(stored!);
  }

  /** Figures answer the user's reply; tokens stream to the user's sockets as they are written. */
  async answer(
    viewer: Viewer,
    body: GenerateAiResponseBody,
  ): Promise<{ posts: ThreadPost[]; notice?: string }> {
    await this.mustHaveRoom(viewer, body.rabbitHoleId);
    await this.quota.take(viewer);
    const thread = await this.holes.posts(body.rabbitHoleId, RABBIT_HOLE_MAX_POSTS);
    const original = seedOf(thread, body.originalPost);
    const history = thread.slice(-HISTORY_FOR_REPLIES);
    const { streamId } = body;
    const onToken = (author: string, token: string): void => {
      if (streamId && viewer.userId) this.answers.token(viewer.userId, { streamId, token, author });
    };
    const written = await this.ai.reply(
      {
        original,
        userPost: {
          username: body.userPost.username || 'Explorer',
          content: body.userPost.content,
        },
        history: history.map((p) => ({ author: p.author, content: p.content })),
        replyToAuthor: body.replyToAuthor ?? original.author,
        oneOnOne: body.oneOnOneMode,
      },
      { ...body, ...viewer },
      onToken,
    );
    if (streamId && viewer.userId) this.answers.done(viewer.userId, { streamId });
    const stored = await this.store(
      body.rabbitHoleId,
      written.posts.map((p) => ({
        kind: 'ai' as const,
        ...p,
        writtenBy: 'server' as const,
        isReply: true,
        replyToId: body.userPost.id,
        replyToAuthor: body.userPost.username || undefined,
      })),
    );
    return withNotice({ posts: stored.map((p) => toThreadPost(p, body.language)) }, written.notice);
  }

  /**
   * The post a rabbit hole opens from: the stored copy of a post the server published (its words,
   * whatever the client sent as `originalPost`), else the post the client handed in, as its words.
   */
  private async originalPost(body: CreateRabbitHoleBody): Promise<NewThreadPost | null> {
    const published = await this.published.find(body.originalPostId);
    if (published) return { kind: 'original', ...published, writtenBy: 'server' };
    return body.originalPost
      ? { kind: 'original', ...body.originalPost, writtenBy: 'client' }
      : null;
  }

  private async mustFind(id: string): Promise<RabbitHoleRecord> {
    const hole = await this.holes.find(id);
    if (!hole) throw new NotFoundException(`Rabbit hole ${id} not found`);
    return hole;
  }

  private async mustOwn(viewer: Viewer, id: string): Promise<RabbitHoleRecord> {
    const hole = await this.mustFind(id);
    if (hole.ownerKey !== viewer.key)
      throw new ForbiddenException('Only the person who opened this rabbit hole can post in it');
    return hole;
  }

  /** The viewer's own rabbit hole, with room for one more post: checked before any quota or AI. */
  private async mustHaveRoom(viewer: Viewer, id: string): Promise<void> {
    await this.mustOwn(viewer, id);
    if ((await this.holes.countPosts(id)) >= RABBIT_HOLE_MAX_POSTS) throw new RabbitHoleFull();
  }

  /** Appends what still fits under the cap; a thread filled meanwhile by a parallel write is a 409. */
  private async store(id: string, posts: NewThreadPost[]): Promise<StoredThreadPost[]> {
    const stored = await this.holes.add(id, posts, RABBIT_HOLE_MAX_POSTS);
    if (posts.length > 0 && stored.length === 0) throw new RabbitHoleFull();
    return stored;
  }
}

/**
 * What the figures write about: a stored hole's original when the server published it (a client
 * cannot have them discuss other words under that post's name), else the post the client sent.
 */
function seedOf(thread: StoredThreadPost[], sent: ThreadSeed): ThreadSeed {
  const [first] = thread;
  if (first?.kind !== 'original' || first.writtenBy !== 'server') return sent;
  return {
    author: first.author,
    content: first.content,
    specialty: first.specialty,
    topic: first.topic,
  };
}

function withNotice<T extends object>(
  value: T,
  notice: string | undefined,
): T & { notice?: string } {
  return notice ? { ...value, notice } : value;
}

/** A stand-in name for someone who has not set a display name: Explorer plus a number below 1000. */
export function generatedName(random: () => number = Math.random): string {
  return `Explorer${Math.floor(random() * 1000)}`;
}

function blankStored(): StoredThreadPost {
  return {
    id: '',
    kind: 'thread',
    writtenBy: 'server',
    author: '',
    avatar: '',
    specialty: '',
    content: '',
    topic: '',
    sources: [],
    claimKind: '',
    provider: null,
    username: null,
    isReply: false,
    replyToId: null,
    replyToAuthor: null,
    createdAt: new Date(),
  };
}
