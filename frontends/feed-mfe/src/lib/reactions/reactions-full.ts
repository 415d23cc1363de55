import { bodyOfError, statusOfError } from '@agora/ui';
import type { TFunction } from 'i18next';
import type { ReactionKind } from './toggle-reaction';

/**
 * What to tell a learner whose like or save the server refused because the account keeps the most
 * it may (409, with the `limit`); null for any other failure.
 */
export function reactionsFullText(t: TFunction, kind: ReactionKind, error: unknown): string | null {
  if (statusOfError(error) !== 409) return null;
  const limit = (bodyOfError(error) as { limit?: unknown } | null)?.limit;
  if (typeof limit !== 'number') return null;
  return t(kind === 'like' ? 'reactions.likesFull' : 'reactions.savesFull', { n: limit });
}
