import { CUSTOM_CHARACTERS_PAGE_MAX } from '@agora/contracts';
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../core/errors/domain-error';
import { QuotaExceeded } from '../../core/rate-limits/quota-exceeded';
import { RedisQuota } from '../../core/rate-limits/redis-quota';
import { RedisService } from '../../core/redis/redis.service';

/**
 * Custom mentors one account may own, however they were made (written or imported): public ones
 * are listed to every user, so one account must not be able to fill that list. One list page, so
 * the user's own mentors, listed first, all fit on the first page the pickers read.
 */
export const MENTORS_PER_ACCOUNT = CUSTOM_CHARACTERS_PAGE_MAX;
/**
 * Mentors one account may write per day (`POST /api/custom-characters`). Counted apart from card
 * imports (`CARD_IMPORTS_PER_DAY`), so each refusal names what was used up.
 */
export const MENTOR_CREATES_PER_DAY = 50;
const DAY_SECONDS = 24 * 3600;

export class MentorLimitReached extends DomainError {
  constructor() {
    super(
      409,
      `You already have ${MENTORS_PER_ACCOUNT} custom mentors, the most one account may keep; delete one to make another`,
      { limit: MENTORS_PER_ACCOUNT },
    );
  }
}

export class MentorCreateQuotaExceeded extends QuotaExceeded {
  constructor(retryAfterSeconds: number) {
    super(
      `You have created ${MENTOR_CREATES_PER_DAY} custom mentors today, the daily limit; try again later`,
      retryAfterSeconds,
    );
  }
}

/** Port: takes one create from a user's daily allowance; throws MentorCreateQuotaExceeded past it. */
export abstract class MentorCreateQuota {
  abstract take(userId: string): Promise<void>;
}

/** Counted in Redis, so every API instance shares it. */
@Injectable()
export class RedisMentorCreateQuota extends MentorCreateQuota {
  private readonly quota: RedisQuota;

  constructor(redis: RedisService) {
    super();
    this.quota = new RedisQuota(redis, {
      name: 'mentor-creates',
      points: MENTOR_CREATES_PER_DAY,
      durationSeconds: DAY_SECONDS,
      refuse: (retryAfterSeconds) => new MentorCreateQuotaExceeded(retryAfterSeconds),
    });
  }

  take(userId: string): Promise<void> {
    return this.quota.take(userId);
  }
}
