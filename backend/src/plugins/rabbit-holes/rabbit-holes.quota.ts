import { Injectable } from '@nestjs/common';
import type { Viewer } from '../../core/auth/viewer.decorator';
import { DomainError } from '../../core/errors/domain-error';
import { QuotaExceeded } from '../../core/rate-limits/quota-exceeded';
import { RedisQuota } from '../../core/rate-limits/redis-quota';
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

export class StorageQuotaExceeded extends QuotaExceeded {
  constructor(retryAfterSeconds: number) {
    super('You have stored too many rabbit-hole posts today; try again later', retryAfterSeconds);
  }
}

/** Port: how much a viewer may still store; throws StorageQuotaExceeded past the quota. */
export abstract class StorageQuota {
  abstract take(viewer: Viewer): Promise<void>;
}

/** Counted in Redis, so every API instance shares it: visitors per address, users per account. */
@Injectable()
export class RedisStorageQuota extends StorageQuota {
  private readonly visitors: RedisQuota;
  private readonly users: RedisQuota;

  constructor(redis: RedisService) {
    super();
    const common = {
      durationSeconds: DAY_SECONDS,
      refuse: (retryAfterSeconds: number) => new StorageQuotaExceeded(retryAfterSeconds),
    };
    this.visitors = new RedisQuota(redis, {
      ...common,
      name: 'rabbit-holes:address',
      points: RABBIT_HOLE_WRITES_PER_DAY.visitorAddress,
    });
    this.users = new RedisQuota(redis, {
      ...common,
      name: 'rabbit-holes:user',
      points: RABBIT_HOLE_WRITES_PER_DAY.user,
    });
  }

  take(viewer: Viewer): Promise<void> {
    return viewer.userId
      ? this.users.take(viewer.userId)
      : this.visitors.take(viewer.address ?? 'unknown');
  }
}
