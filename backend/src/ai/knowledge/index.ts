import { personaCatalogue } from '../catalogue/persona-catalogue';
import type { Fact } from './fact';
import { ARTIST_AND_WRITER_FACTS } from './facts-artists-writers';
import { LEADER_AND_THINKER_FACTS } from './facts-leaders-thinkers';
import { LIFE_SCIENTIST_FACTS } from './facts-life-scientists';
import { MATHEMATICIAN_FACTS } from './facts-mathematicians';
import { PHYSICAL_SCIENTIST_FACTS } from './facts-physical-scientists';
import { KnowledgeBase } from './knowledge-base';

export const ALL_FACTS: Fact[] = [
  ...PHYSICAL_SCIENTIST_FACTS,
  ...LIFE_SCIENTIST_FACTS,
  ...MATHEMATICIAN_FACTS,
  ...LEADER_AND_THINKER_FACTS,
  ...ARTIST_AND_WRITER_FACTS,
];

export const knowledgeBase = new KnowledgeBase(personaCatalogue.figures, ALL_FACTS);
