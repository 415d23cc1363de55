import { Injectable } from '@nestjs/common';
import {
  type ActivityItem,
  type PostReactionBody,
  type ProfileStatsResponse,
  type ReactedPost,
  REACTIONS_PER_USER_MAX,
  type ReactionsPageQuery,
} from '@agora/contracts';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../../core/paging/keyset-cursor';
import { toActivityItem, toProfileStats, toReactedPost } from '../feed.views';
import { NotAReactionsCursor, ReactionsFull, UnknownReactedPost } from './reactions.errors';
import { type Reaction, ReactionsRepository } from './reactions.repository';

/** A page of the Liked or Saved list; `nextCursor` is null on the last page. */
export interface ReactedPostsPage {
  items: ReactedPost[];
  nextCursor: string | null;
}

/** Likes and saves of posts (stored with the post's text so lists survive pool changes), and what they add up to. */
@Injectable()
export class ReactionsService {
  constructor(private readonly reactions: ReactionsRepository) {}

  async like(userId: string, postId: string, body: PostReactionBody): Promise<{ liked: boolean }> {
    return { liked: await this.toggle('like', userId, postId, body) };
  }

  async save(userId: string, postId: string, body: PostReactionBody): Promise<{ saved: boolean }> {
    return { saved: await this.toggle('save', userId, postId, body) };
  }

  /** The user's liked (saved) posts, newest first, a page at a time. */
  async page(kind: Reaction, userId: string, query: ReactionsPageQuery): Promise<ReactedPostsPage> {
    const after = query.cursor ? decodeKeysetCursor(query.cursor, 'uuid') : null;
    if (query.cursor && !after) throw new NotAReactionsCursor();
    const rows = await this.reactions.page(kind, userId, query.limit + 1, after);
    const items = rows.slice(0, query.limit);
    const last = items.at(-1);
    return {
      items: items.map(toReactedPost),
      nextCursor: rows.length > query.limit && last ? encodeKeysetCursor(last.position) : null,
    };
  }

  /** The ids of every post the user liked (saved): which posts of a feed to show as such. */
  postIds(kind: Reaction, userId: string): Promise<string[]> {
    return this.reactions.postIds(kind, userId, REACTIONS_PER_USER_MAX);
  }

  async activity(userId: string): Promise<ActivityItem[]> {
    return (await this.reactions.activity(userId)).map(toActivityItem);
  }

  async profile(userId: string): Promise<ProfileStatsResponse> {
    return toProfileStats(await this.reactions.counts(userId));
  }

  /** A question a signed-in user asked counts on their profile. */
  async recordQuestion(userId: string, question: string): Promise<void> {
    await this.reactions.recordQuestion(userId, question);
  }

  private async toggle(
    kind: Reaction,
    userId: string,
    postId: string,
    body: PostReactionBody,
  ): Promise<boolean> {
    const result = await this.reactions.toggle(kind, userId, postId, body, REACTIONS_PER_USER_MAX);
    if (result === 'unknown-post') throw new UnknownReactedPost();
    if (result === 'full') throw new ReactionsFull(kind);
    return result === 'on';
  }
}
