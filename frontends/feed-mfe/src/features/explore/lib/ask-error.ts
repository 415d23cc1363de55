/** The i18n key of the message shown when a question could not be turned into a feed. */
export type AskErrorKey =
  'ask.errors.invalidKey' | 'ask.errors.rateLimit' | 'ask.errors.network' | 'ask.errors.generic';

export function askErrorKey(error: unknown): AskErrorKey {
  const message = error instanceof Error ? error.message : String(error ?? '');
  if (/^401\b/.test(message) || message.includes('Unauthorized')) return 'ask.errors.invalidKey';
  if (/^429\b/.test(message)) return 'ask.errors.rateLimit';
  if (/network|fetch/i.test(message)) return 'ask.errors.network';
  return 'ask.errors.generic';
}
