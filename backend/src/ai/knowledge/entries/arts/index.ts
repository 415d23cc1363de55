import { ARTIST_AND_WRITER_FACTS } from '../../facts-artists-writers';
import type { Fact } from '../../fact';

/** Artists, writers, musicians, cooks, linguists and educators: one file per figure. */
export const ARTS_ENTRIES: Fact[] = [...ARTIST_AND_WRITER_FACTS];
