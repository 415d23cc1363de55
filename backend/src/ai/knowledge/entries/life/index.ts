import { LIFE_SCIENTIST_FACTS } from '../../facts-life-scientists';
import type { Fact } from '../../fact';

/** Life sciences, medicine, nature, food science and the body: one file per figure. */
export const LIFE_ENTRIES: Fact[] = [...LIFE_SCIENTIST_FACTS];
