import { statusOfError } from '@agora/ui';

/** The i18n key of the message shown when a question could not be turned into a feed. */
export type AskErrorKey =
  'ask.errors.invalidKey' | 'ask.errors.rateLimit' | 'ask.errors.network' | 'ask.errors.generic';

export function askErrorKey(error: unknown): AskErrorKey {
  const message = error instanceof Error ? error.message : String(error ?? '');
  const status = statusOfError(error);
  if (status === 401 || message.includes('Unauthorized')) return 'ask.errors.invalidKey';
  if (status === 429) return 'ask.errors.rateLimit';
  if (status === null && /network|fetch/i.test(message)) return 'ask.errors.network';
  return 'ask.errors.generic';
}
