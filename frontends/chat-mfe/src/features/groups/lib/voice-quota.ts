import { bodyOfError, statusOfError } from '@agora/ui';

/**
 * A voice message refused by the learner's daily allowance: 429 `{ quota, limit,
 * retryAfterSeconds }`, the allowance used up being the day's messages or megabytes.
 */
export interface VoiceQuotaRefusal {
  quota: 'group-voice-messages' | 'group-voice-megabytes';
  limit: number;
  retryAfterSeconds: number;
}

/** The refusal in `error`, or null when it is another failure. */
export function voiceQuotaOf(error: unknown): VoiceQuotaRefusal | null {
  if (statusOfError(error) !== 429) return null;
  const body = bodyOfError(error) as {
    quota?: unknown;
    limit?: unknown;
    retryAfterSeconds?: unknown;
  } | null;
  const quota = body?.quota;
  if (quota !== 'group-voice-messages' && quota !== 'group-voice-megabytes') return null;
  if (typeof body?.limit !== 'number' || typeof body.retryAfterSeconds !== 'number') return null;
  return { quota, limit: body.limit, retryAfterSeconds: body.retryAfterSeconds };
}

/**
 * When the allowance comes back, in the reader's language ("in 5 hours", "dans 40 minutes"),
 * worded by the browser's Intl.RelativeTimeFormat: minutes under an hour, then whole hours, up.
 */
export function comesBackIn(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language);
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes < 60
    ? format.format(minutes, 'minute')
    : format.format(Math.ceil(minutes / 60), 'hour');
}
