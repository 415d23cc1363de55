import { type Fact, toFacts } from './fact';

export const LEADER_AND_THINKER_FACTS: Fact[] = [];
