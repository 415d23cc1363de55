// Limits of character-card import, without zod, so frontends can import this file by path.

/** Largest card file (JSON or PNG) the import accepts. */
export const CHARACTER_CARD_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Deepest nesting of a card's JSON (lorebooks and extensions are objects in arrays in objects…). */
export const CHARACTER_CARD_MAX_DEPTH = 32;
/** Largest size of the card fields we keep without using them (lorebook, scenario, extensions…). */
export const CHARACTER_CARD_EXTRAS_MAX_BYTES = 1024 * 1024;
