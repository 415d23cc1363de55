import { type Fact, toFacts } from './fact';

export const PHYSICAL_SCIENTIST_FACTS: Fact[] = [];
