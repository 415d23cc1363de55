import { z } from 'zod';

/**
 * Text a person typed: `.trim().min(1)` does not tell whether it shows anything. A zero-width space
 * (U+200B), a blank braille pattern (U+2800), a Hangul filler (U+3164) or a right-to-left override
 * (U+202E) survive `trim()`, so a group or username "\u200b" was stored and shown blank, and a paid
 * request with such a topic was charged. Every user-text field of the contracts is built here:
 *
 * - `visibleLine`: one line (a name, title, topic or label). Bidi overrides, embeddings and
 *   isolates are removed, so "Admin\u202e" cannot turn the text after it around; a control
 *   character left once the ends are trimmed (a line break, a tab, an escape) is refused.
 * - `visibleLines`: free text (messages, posts, prompts). Line breaks, tabs and bidi controls stay
 *   (right-to-left writers use them); other control characters are refused.
 *
 * Both trim blank space (zero-width spaces and fillers too) from the ends, then ask for at least one
 * visible character. Format characters inside text that shows something are kept: the zero-width
 * joiner of 👩‍🔬 and the ZWNJ/ZWJ of Persian and Indic words are part of the writing. The
 * `optional…` forms read a value that shows nothing as '' (no description) instead of refusing it.
 */

/**
 * Anything but what shows nothing by itself: format characters, default-ignorable code points (Hangul fillers,
 * variation selectors, tags), controls, whitespace, and the blank braille pattern.
 */
const VISIBLE = /[^\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cc}\p{White_Space}\u2800]/u;

/**
 * Blank space that joins nothing, taken from the ends as `trim()` takes spaces; not the joiners,
 * marks, variation selectors or tag characters that may end an emoji or a word.
 */
const BLANK = /[\p{White_Space}\u00AD\u115F\u1160\u180E\u200B\u2060\u2800\u3164\uFEFF\uFFA0]/u;

/** LRE, RLE, PDF, LRO, RLO (U+202A–U+202E) and LRI, RLI, FSI, PDI (U+2066–U+2069). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu;
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

/** Whether `text` has a character one can see. */
export const hasVisibleText = (text: string): boolean => VISIBLE.test(text);

/**
 * `text` without blank space at either end (zero-width spaces and fillers too). A loop, as `trim()`
 * is: a regular expression for the end (`[…]+$`) takes quadratic time on a long run of blanks.
 */
export function trimBlanks(text: string): string {
  // Every blank is one UTF-16 unit (all lie in the Basic Multilingual Plane).
  let start = 0;
  let end = text.length;
  while (start < end && BLANK.test(text.charAt(start))) start += 1;
  while (end > start && BLANK.test(text.charAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

/** `text` without bidi embedding, override and isolate controls. */
export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

export interface VisibleTextMessages {
  /** Said of a value that shows nothing; `${field} is required` unless given. */
  blank?: string;
  /** Said of a value over the limit; zod's own words unless given. */
  tooLong?: string;
}

type Kind = 'line' | 'lines';

function cleaned(kind: Kind, field: string) {
  const line = kind === 'line';
  return z
    .string()
    .overwrite((text) => trimBlanks(line ? withoutBidiControls(text) : text))
    .refine((text) => !(line ? CONTROL : CONTROL_BUT_LINE_BREAKS).test(text), {
      message: line
        ? `${field} must be one line without control characters`
        : `${field} must not contain control characters`,
      abort: true,
    });
}

function required(kind: Kind, field: string, max: number, messages: VisibleTextMessages) {
  const blank = messages.blank ?? `${field} is required`;
  return cleaned(kind, field)
    .min(1, { message: blank, abort: true })
    .refine(hasVisibleText, { message: blank, abort: true })
    .max(max, messages.tooLong);
}

function optional(kind: Kind, field: string, max: number, messages: VisibleTextMessages) {
  return cleaned(kind, field)
    .overwrite((text) => (hasVisibleText(text) ? text : ''))
    .max(max, messages.tooLong);
}

/** One line of text with something visible: a name, title, topic or label. */
export const visibleLine = (field: string, max: number, messages: VisibleTextMessages = {}) =>
  required('line', field, max, messages);

/** Free text with something visible; line breaks kept. */
export const visibleLines = (field: string, max: number, messages: VisibleTextMessages = {}) =>
  required('lines', field, max, messages);

/** One line that may be left empty: a value showing nothing reads as ''. */
export const optionalLine = (field: string, max: number, messages: VisibleTextMessages = {}) =>
  optional('line', field, max, messages);

/** Free text that may be left empty: a value showing nothing reads as ''. */
export const optionalLines = (field: string, max: number, messages: VisibleTextMessages = {}) =>
  optional('lines', field, max, messages);
