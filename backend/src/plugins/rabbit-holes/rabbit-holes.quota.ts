import { Injectable } from '@nestjs/common';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Viewer } from '../../core/auth/viewer.decorator';
import { DomainError } from '../../core/errors/domain-error';
import { RedisService } from '../../core/redis/redis.service';

/** Stored writes (a new rabbit hole, a post, a stored thread) per day. */
export const RABBIT_HOLE_WRITES_PER_DAY = { visitorAddress: 100, user: 500 } as const;
const DAY_SECONDS = 24 * 3600;

/**
 * The posts one rabbit hole may hold, its opening posts included. Posts are short (280 characters
 * a thread post, 500 a reply), so GET /api/rabbit-holes/:id answers the whole thread in one small
 * response (about 85 KB when full of offline-written posts).
 */
export const RABBIT_HOLE_MAX_POSTS = 150;

export class RabbitHoleFull extends DomainError {
  constructor() {
    super(
      409,
      `This rabbit hole is full: it holds at most ${RABBIT_HOLE_MAX_POSTS} posts; open a new one from a post to keep exploring`,
      { maxPosts: RABBIT_HOLE_MAX_POSTS },
    );
  }
}

export class StorageQuotaExceeded extends DomainError {
  constructor(retryAfterSeconds: number) {
    super(429, 'You have stored too many rabbit-hole posts today; try again later', {
      retryAfterSeconds,
    });
  }
}

/** Port: how much a viewer may still store; throws StorageQuotaExceeded past the quota. */
export abstract class StorageQuota {
  abstract take(viewer: Viewer): Promise<void>;
}

/** Counted in Redis, so every API instance shares it: visitors per address, users per account. */
@Injectable()
export class RedisStorageQuota extends StorageQuota {
  private readonly visitors: RateLimiterRedis;
  private readonly users: RateLimiterRedis;

  constructor(redis: RedisService) {
    super();
    const common = { storeClient: redis.client, duration: DAY_SECONDS, useRedisPackage: false };
    this.visitors = new RateLimiterRedis({
      ...common,
      keyPrefix: redis.key('quota', 'rabbit-holes', 'address'),
      points: RABBIT_HOLE_WRITES_PER_DAY.visitorAddress,
    });
    this.users = new RateLimiterRedis({
      ...common,
      keyPrefix: redis.key('quota', 'rabbit-holes', 'user'),
      points: RABBIT_HOLE_WRITES_PER_DAY.user,
    });
  }

  async take(viewer: Viewer): Promise<void> {
    const [limiter, key] = viewer.userId
      ? [this.users, viewer.userId]
      : [this.visitors, viewer.address ?? 'unknown'];
    try {
      await limiter.consume(key);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes)
        throw new StorageQuotaExceeded(Math.ceil(refusal.msBeforeNext / 1000));
      throw refusal;
    }
  }
}
