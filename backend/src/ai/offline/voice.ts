import type { Figure } from '../catalogue/figure';

/** Stable small hash: the same request gets the same wording, different requests vary. */
export function variantOf(...parts: (string | number)[]): number {
  let h = 2166136261;
  for (const ch of parts.join('|')) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function pick<T>(items: readonly T[], variant: number): T {
  return items[variant % items.length]!;
}

/** Joins sentences, dropping optional ones (from the end of the list) until the text fits `limit`. */
export function fitSentences(required: string[], optional: string[], limit: number): string {
  const parts = [...required];
  let text = parts.join(' ');
  for (const extra of optional) {
    const candidate = `${text} ${extra}`;
    if (candidate.length <= limit) text = candidate;
  }
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('; '), cut.lastIndexOf(', '));
  return `${cut.slice(0, end > limit / 2 ? end : cut.lastIndexOf(' '))}…`;
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) && !/^(I|I’m|I'm)\b/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

/**
 * Writes one post around a fact in the figure's voice. The shapes differ in where the voice sits
 * (an opener, a closing line, a question to the reader, a link to the topic) so a feed does not read
 * like one template repeated.
 */
export function composePost(
  figure: Figure,
  fact: string,
  topic: string,
  variant: number,
  limit: number,
): string {
  const opener = pick(figure.openers, variant);
  const candidate = pick(figure.closers, variant >>> 3);
  // A closer that repeats the fact (a quote the fact already holds) would read twice.
  const closer = fact.toLowerCase().includes(candidate.toLowerCase().slice(0, 24)) ? '' : candidate;
  const topicLower = topic.toLowerCase();
  switch (variant % 5) {
    case 0:
      return fitSentences([`${opener} ${fact}`], [closer].filter(Boolean), limit);
    case 1:
      return fitSentences([fact], [closer].filter(Boolean), limit);
    case 2:
      return fitSentences(
        [`On ${topicLower}, one thing I know first-hand: ${lowerFirst(fact)}`],
        [closer].filter(Boolean),
        limit,
      );
    case 3:
      return fitSentences([fact], [`Would you have guessed that about ${topicLower}?`], limit);
    default:
      return fitSentences(
        [`${opener} ${fact}`],
        [`What would you ask me about ${topicLower}?`],
        limit,
      );
  }
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
