import type { Fact } from '../../fact';
import { AVICENNA } from './avicenna';
import { CHARLES_DARWIN } from './charles-darwin';
import { EDWARD_JENNER } from './edward-jenner';
import { FLORENCE_NIGHTINGALE } from './florence-nightingale';
import { GEORGE_WASHINGTON_CARVER } from './george-washington-carver';
import { GREGOR_MENDEL } from './gregor-mendel';
import { HIPPOCRATES } from './hippocrates';
import { JANE_GOODALL } from './jane-goodall';
import { LOUIS_PASTEUR } from './louis-pasteur';
import { MARY_ANNING } from './mary-anning';
import { PIERRE_DE_COUBERTIN } from './pierre-de-coubertin';
import { RACHEL_CARSON } from './rachel-carson';
import { ROSALIND_FRANKLIN } from './rosalind-franklin';
import { TEMPLE_GRANDIN } from './temple-grandin';

/** Life sciences, medicine, nature, food science and the body: one file per figure. */
export const LIFE_ENTRIES: Fact[] = [
  ...CHARLES_DARWIN,
  ...MARY_ANNING,
  ...ROSALIND_FRANKLIN,
  ...JANE_GOODALL,
  ...RACHEL_CARSON,
  ...GEORGE_WASHINGTON_CARVER,
  ...TEMPLE_GRANDIN,
  ...AVICENNA,
  ...LOUIS_PASTEUR,
  ...EDWARD_JENNER,
  ...GREGOR_MENDEL,
  ...HIPPOCRATES,
  ...FLORENCE_NIGHTINGALE,
  ...PIERRE_DE_COUBERTIN,
];
