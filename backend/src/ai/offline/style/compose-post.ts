import type { Figure } from '../../catalogue/figure';
import { MOVES } from './moves';
import { type FramedEntry, fittingMove } from './move-fit';
import { fittingLine, repeats } from './opener-fit';
import { styleOf } from '.';

/** Joins sentences, dropping optional ones (from the end of the list) until the text fits `limit`. */
export function fitSentences(required: string[], optional: string[], limit: number): string {
  let text = required.join(' ');
  for (const extra of optional) {
    const candidate = `${text} ${extra}`;
    if (candidate.length <= limit) text = candidate;
  }
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('; '), cut.lastIndexOf(', '));
  return `${cut.slice(0, end > limit / 2 ? end : cut.lastIndexOf(' '))}…`;
}

/**
 * One post around an entry, in the figure's voice: its own openers and closers and its rhetorical
 * moves (a question back, an everyday picture, an ironic aside…). A move frames only an entry of the
 * kind its lines say it is (see `move-fit.ts`): the figure's next move that fits, else its opener and
 * closer alone. The entry is never rewritten (so proper names keep their capitals) and no topic label
 * is pasted into a sentence.
 */
export function composeInVoice(
  figure: Pick<Figure, 'name' | 'openers' | 'closers'>,
  entry: FramedEntry,
  variant: number,
  limit: number,
): string {
  const fact = entry.text;
  const style = styleOf(figure);
  // The signature move comes up twice as often as the others.
  const moves = [style.moves[0]!, ...style.moves];
  const fitting = fittingMove(moves, (variant >>> 5) % moves.length, entry);
  const opener = fittingLine(style.openers, variant >>> 2, fact);
  const closer = fittingLine(style.closers, variant >>> 7, fact);
  // Where none of the figure's moves fits the entry, its own opener and closer (if they fit) stand in.
  const move = fitting ? MOVES[fitting] : { before: [opener], after: [closer] };
  const before = move.before[(variant >>> 11) % move.before.length]!;
  const after = move.after[(variant >>> 13) % move.after.length]!;
  const close = (line: string) => (!line || repeats(line, fact) ? [] : [line]);
  const framed = (line: string) => (line ? `${line} ${fact}` : fact);
  // Without a fitting opener (or closer) the figure's move frames the entry instead.
  const lead = opener || before;
  switch (variant % 6) {
    case 0:
      return fitSentences([framed(lead)], close(closer || after), limit);
    case 1:
      return fitSentences([fact], close(closer || after), limit);
    case 2:
      return fitSentences([framed(before)], close(closer || after), limit);
    case 3:
      return fitSentences([framed(lead)], close(after), limit);
    case 4:
      return fitSentences([fact], close(after), limit);
    default:
      return fitSentences([framed(before)], close(after), limit);
  }
}

const MOVE_LINES = Object.values(MOVES).flatMap((m) => [...m.before, ...m.after]);

/**
 * A post's text without the figure's framing lines (its openers, closers and moves): what the post
 * is about, for a search that should not follow "A claim must be put to the trial." to a hearing.
 */
export function withoutFrames(
  figure: Pick<Figure, 'name' | 'openers' | 'closers'>,
  text: string,
): string {
  const style = styleOf(figure);
  let stripped = text;
  for (const line of [...style.openers, ...style.closers, ...MOVE_LINES])
    if (line) stripped = stripped.split(line).join(' ');
  return stripped.replace(/\s+/g, ' ').trim() || text;
}
