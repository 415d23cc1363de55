import { BadRequestException, Injectable } from '@nestjs/common';
import type {
  ActivityItem,
  PostReactionBody,
  ProfileStatsResponse,
  ReactedPost,
} from '@agora/contracts';
import { toActivityItem, toProfileStats, toReactedPost } from '../feed.views';
import { type Reaction, ReactionsRepository } from './reactions.repository';

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

  async list(kind: Reaction, userId: string): Promise<ReactedPost[]> {
    return (await this.reactions.list(kind, userId)).map(toReactedPost);
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
    const result = await this.reactions.toggle(kind, userId, postId, body);
    if (result === 'unknown-post') {
      throw new BadRequestException({
        message: 'postContent: required (with postAuthor) for a post the server does not know',
        issues: [{ path: 'postContent', message: 'required for a post the server does not know' }],
      });
    }
    return result === 'on';
  }
}
