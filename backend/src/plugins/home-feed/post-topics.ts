const STOP_WORDS = new Set(
  `about above after again against because been before being below between both could does doing
  down during each from further have having here hers herself himself into itself just more most
  myself once only other ours ourselves over same should some such than that their theirs them
  themselves then there these they this those through under until very were what when where which
  while whom will with would your yours yourself yourselves think really thing things know like want
  today maybe still also much many make made ever every something anything nothing`.split(/\s+/),
);
const MAX_TOPICS = 6;

/** The words a post is about (lower-case, 4+ letters, no common words), used to rank the feed. */
export function topicsOf(text: string): string[] {
  const words = text.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
  return [...new Set(words.filter((w) => !STOP_WORDS.has(w)))].slice(0, MAX_TOPICS);
}
