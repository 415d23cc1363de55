const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });
const words = new Intl.Segmenter('en', { granularity: 'word' });
const ELLIPSIS = '…';

/**
 * An extractive summary of `text` within `limit` characters: its leading sentences, as many as
 * fit whole. When even the first sentence is too long, it is cut after the last whole word that
 * fits and ends with an ellipsis, never in the middle of a word.
 */
export function leadingSentences(text: string, limit: number): string {
  // Text that fits keeps its line breaks (a greeting's paragraphs); a summary is one paragraph.
  if (text.trim().length <= limit) return text.trim();
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  let summary = '';
  for (const { segment } of sentences.segment(clean)) {
    const next = summary + segment;
    if (next.trimEnd().length > limit) break;
    summary = next;
  }
  if (summary.trim()) return summary.trim();
  // One endless "word" (a URL, a run of symbols) leaves no word boundary to cut at.
  const cut = wholeWords(clean, limit - ELLIPSIS.length) || clean.slice(0, limit - ELLIPSIS.length);
  return cut + ELLIPSIS;
}

/** The longest run of whole words from the start of `text` within `limit` characters. */
function wholeWords(text: string, limit: number): string {
  let end = 0;
  for (const { index, segment, isWordLike } of words.segment(text)) {
    if (index + segment.length > limit) break;
    if (isWordLike) end = index + segment.length;
  }
  return text.slice(0, end).replace(/[\s,;:—–-]+$/u, '');
}

/** The first non-empty line of `text`, without Markdown heading or list marks. */
export function firstLine(text: string): string {
  for (const line of text.split(/\r?\n/)) {
    const bare = line
      .replace(/^[\s#>*\-_•]+/u, '')
      .replace(/[*_]+$/u, '')
      .trim();
    if (bare) return bare;
  }
  return '';
}
