import { Injectable } from '@nestjs/common';
import { QuotaExceeded } from '../../core/rate-limits/quota-exceeded';
import { RedisQuota } from '../../core/rate-limits/redis-quota';
import { RedisService } from '../../core/redis/redis.service';

/** Card imports per account per day: each may store a picture of up to 5 MB. */
export const CARD_IMPORTS_PER_DAY = 50;
const DAY_SECONDS = 24 * 3600;

export class CardImportQuotaExceeded extends QuotaExceeded {
  constructor(retryAfterSeconds: number) {
    super(
      `You have imported ${CARD_IMPORTS_PER_DAY} character cards today, the daily limit; try again later`,
      retryAfterSeconds,
    );
  }
}

/** Port: takes one card import from a user's daily allowance; throws CardImportQuotaExceeded past it. */
export abstract class CardImportQuota {
  abstract take(userId: string): Promise<void>;
}

/** Counted in Redis, so every API instance shares it. */
@Injectable()
export class RedisCardImportQuota extends CardImportQuota {
  private readonly quota: RedisQuota;

  constructor(redis: RedisService) {
    super();
    this.quota = new RedisQuota(redis, {
      name: 'card-imports',
      points: CARD_IMPORTS_PER_DAY,
      durationSeconds: DAY_SECONDS,
      refuse: (retryAfterSeconds) => new CardImportQuotaExceeded(retryAfterSeconds),
    });
  }

  take(userId: string): Promise<void> {
    return this.quota.take(userId);
  }
}
