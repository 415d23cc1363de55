import { personaCatalogue } from '../catalogue/persona-catalogue';
import { ARTS_ENTRIES } from './entries/arts';
import { LIFE_ENTRIES } from './entries/life';
import { SCIENCE_ENTRIES } from './entries/sciences';
import { THINKER_ENTRIES } from './entries/thinkers';
import type { Fact } from './fact';
import { KnowledgeBase } from './knowledge-base';

export const ALL_FACTS: Fact[] = [
  ...SCIENCE_ENTRIES,
  ...LIFE_ENTRIES,
  ...THINKER_ENTRIES,
  ...ARTS_ENTRIES,
];

export const knowledgeBase = new KnowledgeBase(personaCatalogue.figures, ALL_FACTS);
