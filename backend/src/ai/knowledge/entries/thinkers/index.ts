import { LEADER_AND_THINKER_FACTS } from '../../facts-leaders-thinkers';
import type { Fact } from '../../fact';

/** Philosophers, leaders, historians, economists and travellers: one file per figure. */
export const THINKER_ENTRIES: Fact[] = [...LEADER_AND_THINKER_FACTS];
