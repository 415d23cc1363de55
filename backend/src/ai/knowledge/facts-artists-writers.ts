import { type Fact, toFacts } from './fact';

export const ARTIST_AND_WRITER_FACTS: Fact[] = [];
