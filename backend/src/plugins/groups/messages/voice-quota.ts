import { Injectable } from '@nestjs/common';
import { QuotaExceeded } from '../../../core/rate-limits/quota-exceeded';
import { RedisQuota } from '../../../core/rate-limits/redis-quota';
import { RedisService } from '../../../core/redis/redis.service';

/**
 * Voice messages one learner may send to study groups per day. Each is stored (the `media` table)
 * and, with a provider, transcribed on the server's key whatever the learner's credits, so the
 * allowance also bounds what one learner spends of the daily AI budget: at most 100 recordings of
 * at most 2 minutes. A learner talking a study session through sends a few dozen on a busy day.
 */
export const GROUP_VOICE_MESSAGES_PER_DAY = 100;
/**
 * Megabytes of voice messages (decoded audio) one learner may send per day. Browsers record Opus at
 * about 32 kbit/s (0.5 MB for 2 minutes) and AAC at up to 128 kbit/s (2 MB): 200 MB lets every one
 * of the day's 100 messages be a full 2 minutes even from the most wasteful recorder, while
 * recordings padded to the 10 MB cap stop after 20.
 */
export const GROUP_VOICE_MEGABYTES_PER_DAY = 200;
const MEGABYTE = 1024 * 1024;
const DAY_SECONDS = 24 * 3600;

/** Which daily allowance a refusal names (`quota` in the 429 body, with its `limit`). */
export type GroupVoiceAllowance = 'group-voice-messages' | 'group-voice-megabytes';

export class GroupVoiceQuotaExceeded extends QuotaExceeded {
  constructor(
    readonly allowance: GroupVoiceAllowance,
    retryAfterSeconds: number,
  ) {
    const [message, limit] =
      allowance === 'group-voice-messages'
        ? [
            `You have sent ${GROUP_VOICE_MESSAGES_PER_DAY} voice messages today, the daily limit; try again later`,
            GROUP_VOICE_MESSAGES_PER_DAY,
          ]
        : [
            `Your voice messages today have reached the daily limit of ${GROUP_VOICE_MEGABYTES_PER_DAY} MB; try again later`,
            GROUP_VOICE_MEGABYTES_PER_DAY,
          ];
    super(message, retryAfterSeconds, { quota: allowance, limit });
  }
}

/**
 * Port: a learner's daily allowance of group voice messages, in messages and in bytes. `take` is
 * atomic (parallel uploads cannot all pass) and takes nothing when it refuses.
 */
export abstract class GroupVoiceQuota {
  /** Takes one message of `bytes` (decoded) or throws GroupVoiceQuotaExceeded naming the allowance. */
  abstract take(userId: string, bytes: number): Promise<void>;
  /** Gives back what `take` took for a recording that was then not stored. */
  abstract giveBack(userId: string, bytes: number): Promise<void>;
}

/** Counted in Redis, so every API instance shares it (like the mentors' and home feed's quotas). */
@Injectable()
export class RedisGroupVoiceQuota extends GroupVoiceQuota {
  private readonly messages: RedisQuota;
  private readonly bytes: RedisQuota;

  constructor(redis: RedisService) {
    super();
    this.messages = new RedisQuota(redis, {
      name: 'group-voice:messages',
      points: GROUP_VOICE_MESSAGES_PER_DAY,
      durationSeconds: DAY_SECONDS,
      refuse: (seconds) => new GroupVoiceQuotaExceeded('group-voice-messages', seconds),
    });
    this.bytes = new RedisQuota(redis, {
      name: 'group-voice:bytes',
      points: GROUP_VOICE_MEGABYTES_PER_DAY * MEGABYTE,
      durationSeconds: DAY_SECONDS,
      refuse: (seconds) => new GroupVoiceQuotaExceeded('group-voice-megabytes', seconds),
    });
  }

  async take(userId: string, bytes: number): Promise<void> {
    await this.messages.take(userId);
    try {
      await this.bytes.take(userId, bytes);
    } catch (error) {
      await this.messages.giveBack(userId);
      throw error;
    }
  }

  async giveBack(userId: string, bytes: number): Promise<void> {
    await Promise.all([this.messages.giveBack(userId), this.bytes.giveBack(userId, bytes)]);
  }
}
