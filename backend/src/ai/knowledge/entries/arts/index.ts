import type { Fact } from '../../fact';
import { AUGUSTE_ESCOFFIER } from './auguste-escoffier';
import { FRIDA_KAHLO } from './frida-kahlo';
import { JANE_AUSTEN } from './jane-austen';
import { JEAN_FRANCOIS_CHAMPOLLION } from './jean-francois-champollion';
import { JOHANN_SEBASTIAN_BACH } from './johann-sebastian-bach';
import { LEONARDO_DA_VINCI } from './leonardo-da-vinci';
import { MARIA_MONTESSORI } from './maria-montessori';
import { MAYA_ANGELOU } from './maya-angelou';
import { MIKHAIL_BULGAKOV } from './mikhail-bulgakov';
import { RUMI } from './rumi';
import { VINCENT_VAN_GOGH } from './vincent-van-gogh';
import { WILLIAM_SHAKESPEARE } from './william-shakespeare';
import { WOLFGANG_AMADEUS_MOZART } from './wolfgang-amadeus-mozart';

/** Artists, writers, musicians, cooks, linguists and educators: one file per figure. */
export const ARTS_ENTRIES: Fact[] = [
  ...LEONARDO_DA_VINCI,
  ...MAYA_ANGELOU,
  ...FRIDA_KAHLO,
  ...JANE_AUSTEN,
  ...RUMI,
  ...MIKHAIL_BULGAKOV,
  ...WILLIAM_SHAKESPEARE,
  ...VINCENT_VAN_GOGH,
  ...WOLFGANG_AMADEUS_MOZART,
  ...JOHANN_SEBASTIAN_BACH,
  ...AUGUSTE_ESCOFFIER,
  ...JEAN_FRANCOIS_CHAMPOLLION,
  ...MARIA_MONTESSORI,
];
