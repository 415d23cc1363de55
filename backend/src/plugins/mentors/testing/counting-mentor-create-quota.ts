import {
  MENTOR_CREATES_PER_DAY,
  MentorCreateQuota,
  MentorCreateQuotaExceeded,
} from '../mentor-limits';

/** The create allowance in memory: counts per user, refuses past the daily limit. */
export class CountingMentorCreateQuota extends MentorCreateQuota {
  readonly taken = new Map<string, number>();

  async take(userId: string): Promise<void> {
    const used = this.taken.get(userId) ?? 0;
    if (used >= MENTOR_CREATES_PER_DAY) throw new MentorCreateQuotaExceeded(3600);
    this.taken.set(userId, used + 1);
  }
}
