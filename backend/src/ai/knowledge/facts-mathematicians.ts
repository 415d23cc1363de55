import { type Fact, toFacts } from './fact';

export const MATHEMATICIAN_FACTS: Fact[] = [];
