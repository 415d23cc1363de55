import { Injectable } from '@nestjs/common';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../../core/errors/domain-error';
import { RedisService } from '../../core/redis/redis.service';

/** Card imports per account per day: each may store a picture of up to 5 MB. */
export const CARD_IMPORTS_PER_DAY = 50;
const DAY_SECONDS = 24 * 3600;

export class CardImportQuotaExceeded extends DomainError {
  constructor(retryAfterSeconds: number) {
    super(
      429,
      `You have imported ${CARD_IMPORTS_PER_DAY} character cards today, the daily limit; try again later`,
      { retryAfterSeconds },
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
  private readonly limiter: RateLimiterRedis;

  constructor(redis: RedisService) {
    super();
    this.limiter = new RateLimiterRedis({
      storeClient: redis.client,
      useRedisPackage: false,
      keyPrefix: redis.key('quota', 'card-imports'),
      points: CARD_IMPORTS_PER_DAY,
      duration: DAY_SECONDS,
    });
  }

  async take(userId: string): Promise<void> {
    try {
      await this.limiter.consume(userId);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes)
        throw new CardImportQuotaExceeded(Math.ceil(refusal.msBeforeNext / 1000));
      throw refusal;
    }
  }
}
