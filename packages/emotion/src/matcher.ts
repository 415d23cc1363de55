const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/u;
const LATIN = /[a-z\u00c0-\u024f]/u;
const LETTER_BEFORE = '(?<![\\p{L}\\p{M}\\p{N}])';
const LETTER_AFTER = '(?![\\p{L}\\p{M}\\p{N}])';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Builds a test for one keyword. Chinese and Japanese have no spaces, so their keywords match
 * anywhere; Latin-script keywords must be whole words ("hard" is not in "hardware"); other scripts
 * must start a word but may carry an ending (Russian, Arabic, Hindi and Bengali inflect).
 */
export function keywordPattern(keyword: string): RegExp {
  const body = escape(keyword);
  if (CJK.test(keyword)) return new RegExp(body, 'u');
  const after = LATIN.test(keyword) ? LETTER_AFTER : '';
  return new RegExp(`${LETTER_BEFORE}${body}${after}`, 'u');
}

/** Lower case, with typographic apostrophes and full-width ?/! folded to ASCII. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2019\u2018]/g, "'")
    .replace(/\uff1f/g, '?')
    .replace(/\uff01/g, '!')
    .replace(/\u00bf/g, '')
    .replace(/\u00a1/g, '!');
}
