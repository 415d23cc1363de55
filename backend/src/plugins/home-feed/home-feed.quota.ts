import { Injectable } from '@nestjs/common';
import { RedisQuota } from '../../core/rate-limits/redis-quota';
import { RedisService } from '../../core/redis/redis.service';
import { PostingTooFast } from './home-feed.errors';

/** Posts and comments a user may write per minute. */
export const POSTS_PER_MINUTE = 10;
/** Figure posts one generate-more call asks for. */
export const GENERATE_MORE_COUNT = 5;
/** Generated figure posts a user may ask for per minute (three generate-more calls). */
export const GENERATED_PER_MINUTE = 3 * GENERATE_MORE_COUNT;
const MINUTE_SECONDS = 60;
/** What a learner past each allowance is told (PostingTooFast adds "please wait a moment"). */
export const QUOTA_REFUSALS = {
  posts: `You can post ${POSTS_PER_MINUTE} times a minute`,
  generated: 'You asked for many posts just now',
} as const;

/**
 * Port: a user's per-minute allowance of posts and of generated posts (each queues AI work).
 * Taking is atomic, so parallel requests cannot all pass the limit; past it, PostingTooFast (429).
 */
export abstract class HomeFeedQuota {
  /** One post or comment. */
  abstract takePost(userId: string): Promise<void>;
  /** `count` generated figure posts. */
  abstract takeGenerated(userId: string, count: number): Promise<void>;
}

/** Counted in Redis, so every API instance shares it (like the rabbit-hole and card-import quotas). */
@Injectable()
export class RedisHomeFeedQuota extends HomeFeedQuota {
  private readonly posts: RedisQuota;
  private readonly generated: RedisQuota;

  constructor(redis: RedisService) {
    super();
    this.posts = new RedisQuota(redis, {
      name: 'home-feed:posts',
      points: POSTS_PER_MINUTE,
      durationSeconds: MINUTE_SECONDS,
      refuse: (retryAfterSeconds) => new PostingTooFast(QUOTA_REFUSALS.posts, retryAfterSeconds),
    });
    this.generated = new RedisQuota(redis, {
      name: 'home-feed:generated',
      points: GENERATED_PER_MINUTE,
      durationSeconds: MINUTE_SECONDS,
      refuse: (retryAfterSeconds) =>
        new PostingTooFast(QUOTA_REFUSALS.generated, retryAfterSeconds),
    });
  }

  takePost(userId: string): Promise<void> {
    return this.posts.take(userId);
  }

  takeGenerated(userId: string, count: number): Promise<void> {
    return this.generated.take(userId, count);
  }
}
