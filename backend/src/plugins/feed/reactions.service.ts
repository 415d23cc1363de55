import { BadRequestException, Injectable } from '@nestjs/common';
import type {
  ActivityItem,
  PostReactionBody,
  ProfileStatsResponse,
  ReactedPost,
} from '@agora/contracts';
import { type Reaction, ReactionsRepository } from './reactions.repository';

/** Likes and saves of posts (stored with the post's text so lists survive pool changes), and what they add up to. */
@Injectable()
export class ReactionsService {
  constructor(private readonly reactions: ReactionsRepository) {}

  async toggle(
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

  async list(kind: Reaction, userId: string): Promise<ReactedPost[]> {
    const rows = await this.reactions.list(kind, userId);
    return rows.map((r) => ({
      id: r.postId,
      author: r.postAuthor,
      content: r.postContent,
      topic: r.postTopic,
      timestamp: new Date(r.createdAt).toISOString(),
    }));
  }

  async activity(userId: string): Promise<ActivityItem[]> {
    const rows = await this.reactions.activity(userId);
    return rows.map((r) => ({
      id: r.id,
      action: r.action,
      postAuthor: r.postAuthor,
      timestamp: new Date(r.timestamp).toISOString(),
    }));
  }

  async profile(userId: string): Promise<ProfileStatsResponse> {
    const { likes, saves, questions } = await this.reactions.counts(userId);
    return {
      stats: {
        likes,
        totalLikes: likes,
        saves,
        totalSaves: saves,
        posts: questions,
        totalActivity: likes + saves + questions,
      },
    };
  }
}
