import type { Figure } from '../catalogue/figure';
import { composeInVoice, fitSentences } from './style/compose-post';
import type { FramedEntry } from './style/move-fit';

export { fitSentences };

/** Stable small hash: the same request gets the same wording, different requests vary. */
export function variantOf(...parts: (string | number)[]): number {
  let h = 2166136261;
  for (const ch of parts.join('|')) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function pick<T>(items: readonly T[], variant: number): T {
  return items[variant % items.length]!;
}

/**
 * Writes one post around a fact in the figure's voice (see `style/compose-post.ts`). `topic` is what
 * the post is filed under; it is never pasted into the text.
 */
export function composePost(
  figure: Figure,
  fact: FramedEntry,
  topic: string,
  variant: number,
  limit: number,
): string {
  void topic;
  return composeInVoice(figure, fact, variant, limit);
}

/** Keeps the parts in order, dropping optional ones (last first) until the text fits `limit`. */
export function fitOrdered(parts: { text: string; optional?: boolean }[], limit: number): string {
  const kept = parts.filter((p) => p.text);
  const join = () => kept.map((p) => p.text).join(' ');
  for (let i = kept.length - 1; i >= 0 && join().length > limit; i--)
    if (kept[i]!.optional) kept.splice(i, 1);
  return fitSentences([join()], [], limit);
}

/** Connectors for longer pieces made of several facts. */
export const CONNECTORS = [
  'What is more,',
  'There is another side to it:',
  'And consider this:',
  'Add to that:',
  'Then again,',
];
