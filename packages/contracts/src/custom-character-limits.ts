// Custom-mentor field limits, without zod, so frontends can import this file by path.

/** Longest text of each custom-mentor field (background holds a whole imported card description). */
export const CUSTOM_CHARACTER_LIMITS = {
  name: 80,
  specialty: 120,
  personality: 1000,
  background: 8000,
  speakingStyle: 500,
  greeting: 4000,
} as const;

/** Custom-mentor list pages: newest first; the next page's cursor comes in the `X-Next-Cursor` header. */
export const CUSTOM_CHARACTERS_PAGE_DEFAULT = 50;
export const CUSTOM_CHARACTERS_PAGE_MAX = 100;
