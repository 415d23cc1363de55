import type { Fact } from '../../fact';
import { ADAM_SMITH } from './adam-smith';
import { ARISTOTLE } from './aristotle';
import { BENJAMIN_FRANKLIN } from './benjamin-franklin';
import { CLEOPATRA } from './cleopatra';
import { CONFUCIUS } from './confucius';
import { EDWARD_GIBBON } from './edward-gibbon';
import { HARRIET_TUBMAN } from './harriet-tubman';
import { IBN_BATTUTA } from './ibn-battuta';
import { IBN_KHALDUN } from './ibn-khaldun';
import { LAOZI } from './laozi';
import { MARCUS_AURELIUS } from './marcus-aurelius';
import { SENECA } from './seneca';
import { SOCRATES } from './socrates';
import { SUN_TZU } from './sun-tzu';

/** Philosophers, leaders, historians, economists and travellers: one file per figure. */
export const THINKER_ENTRIES: Fact[] = [
  ...MARCUS_AURELIUS,
  ...CLEOPATRA,
  ...SOCRATES,
  ...SUN_TZU,
  ...HARRIET_TUBMAN,
  ...CONFUCIUS,
  ...IBN_KHALDUN,
  ...ARISTOTLE,
  ...LAOZI,
  ...EDWARD_GIBBON,
  ...SENECA,
  ...ADAM_SMITH,
  ...IBN_BATTUTA,
  ...BENJAMIN_FRANKLIN,
];
