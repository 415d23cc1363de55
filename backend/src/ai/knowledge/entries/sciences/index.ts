import { MATHEMATICIAN_FACTS } from '../../facts-mathematicians';
import { PHYSICAL_SCIENTIST_FACTS } from '../../facts-physical-scientists';
import type { Fact } from '../../fact';

/** Physical sciences, mathematics, engineering, computing and space: one file per figure. */
export const SCIENCE_ENTRIES: Fact[] = [...PHYSICAL_SCIENTIST_FACTS, ...MATHEMATICIAN_FACTS];
