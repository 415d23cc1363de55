import { type Fact, toFacts } from './fact';

export const LIFE_SCIENTIST_FACTS: Fact[] = [];
