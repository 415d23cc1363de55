import type { Fact } from '../../fact';
import { ALBERT_EINSTEIN } from './albert-einstein';
import { MARIE_CURIE } from './marie-curie';

/** Physical sciences, mathematics, engineering, computing and space: one file per figure. */
export const SCIENCE_ENTRIES: Fact[] = [...MARIE_CURIE, ...ALBERT_EINSTEIN];
