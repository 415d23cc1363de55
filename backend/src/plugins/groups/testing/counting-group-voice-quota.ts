/** The group voice quota fake: the daily voice allowance counted in memory. */
import {
  GROUP_VOICE_MEGABYTES_PER_DAY,
  GROUP_VOICE_MESSAGES_PER_DAY,
  GroupVoiceQuota,
  GroupVoiceQuotaExceeded,
} from '../messages/voice-quota';

/** The daily voice allowance in memory: counts like the Redis one, refusing past either limit. */
export class CountingGroupVoiceQuota extends GroupVoiceQuota {
  readonly used = new Map<string, { messages: number; bytes: number }>();

  async take(userId: string, bytes: number): Promise<void> {
    const used = this.used.get(userId) ?? { messages: 0, bytes: 0 };
    if (used.messages + 1 > GROUP_VOICE_MESSAGES_PER_DAY)
      throw new GroupVoiceQuotaExceeded('group-voice-messages', 3600);
    if (used.bytes + bytes > GROUP_VOICE_MEGABYTES_PER_DAY * 1024 * 1024)
      throw new GroupVoiceQuotaExceeded('group-voice-megabytes', 3600);
    this.used.set(userId, { messages: used.messages + 1, bytes: used.bytes + bytes });
  }

  async giveBack(userId: string, bytes: number): Promise<void> {
    const used = this.used.get(userId) ?? { messages: 0, bytes: 0 };
    this.used.set(userId, {
      messages: Math.max(0, used.messages - 1),
      bytes: Math.max(0, used.bytes - bytes),
    });
  }
}
