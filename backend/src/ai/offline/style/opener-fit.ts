import { tokenize } from '../../knowledge/text-analysis';

/**
 * Words a figure's opening or closing line may carry whatever the entry is about. Any other word in
 * the line (a work, an instrument, a place: "In my Opticks:", "Through my telescope I saw:") must
 * also be in the entry, so a line never frames an entry it has nothing to do with. ("experience" is
 * not one: it stems like "experiment", so "Here is a plain experiment:" would frame any entry.)
 */
const VOICE_WORDS = new Set(
  tokenize(
    'learn learned learning know knew knowledge teach taught teacher note notes notebook notebooks ' +
      'remember reflect consider observe observed observation look looking listen think thought ' +
      'tell told hear say said write wrote written writing found find saw see seen show showed shown ' +
      'truth true life friend friends child master myself first here wise wisdom day days ' +
      'world lesson speak spoke question questions idea ideas closely plain plainly simple simply ' +
      'heart mind mark keep hold begin step steps principle rule rules certain sure story stories ' +
      'careful carefully patience patient patiently precise measure measured measurement numbers ' +
      'count counted picture imagine colour color shape sound music art science evidence facts fact ' +
      'reason reasoning proof prove proved examine together answer answered asked ask brief short ' +
      'long little great small good better best old new young years year time times way ways ' +
      'something everything nothing anything people person man woman men women again still ' +
      'work worked nature natural light dark today tomorrow life own hand hands eye eyes real ' +
      'letter letters wrote writing page pages margin book books record records papers ' +
      'let come came go went must shall may might',
  ),
);

/** Whether a framing line fits an entry: every word it carries beyond the voice words is in the entry. */
export function fitsEntry(line: string, entry: string): boolean {
  const own = new Set(tokenize(entry));
  return tokenize(line).every((word) => VOICE_WORDS.has(word) || own.has(word));
}

/** The first of `lines`, starting at `from`, that fits the entry and does not repeat it; none if no line does. */
export function fittingLine(lines: readonly string[], from: number, entry: string): string {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[(from + i) % lines.length]!;
    if (fitsEntry(line, entry) && !repeats(line, entry)) return line;
  }
  return '';
}

const ECHO_WORDS = 4;
/** Where the entry's opening words follow the line at once, three words in a row already echo. */
const OPENING_ECHO_WORDS = 3;
const OPENING_WORDS = 8;
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

/**
 * Whether a line says again what the entry says: any four words of it in a row are in the entry
 * ("The Engine can do whatever we know how to order…" after "…it can do whatever we know how to order…"),
 * or three are among the entry's first words ("Three to one, and here is why: Why three to one?").
 */
export function repeats(line: string, entry: string): boolean {
  const own = wordsOf(line);
  const words = wordsOf(entry);
  return (
    hasRunOf(own, ECHO_WORDS, words) ||
    hasRunOf(own, OPENING_ECHO_WORDS, words.slice(0, OPENING_WORDS))
  );
}

/** Whether `size` words of `own` in a row (all of them when fewer) appear in a row in `words`. */
function hasRunOf(own: string[], size: number, words: string[]): boolean {
  const said = ` ${words.join(' ')} `;
  const run = Math.min(size, own.length);
  for (let i = 0; i + run <= own.length; i++)
    if (said.includes(` ${own.slice(i, i + run).join(' ')} `)) return true;
  return false;
}
