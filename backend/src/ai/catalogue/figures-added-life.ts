import type { Figure } from './figure';

/**
 * Figures added for the questions learners ask (issue 15): they answer Ask and topic feeds and can
 * be read in the catalogue, but are not in the spec's explore, mentor or mention lists.
 */
// Authored as a compact table: one entry per line reads best for checking facts.
// prettier-ignore
export const ADDED_LIFE_FIGURES: Figure[] = [];
