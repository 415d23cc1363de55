import type { Fact } from '../../fact';
import { ADA_LOVELACE } from './ada-lovelace';
import { ALAN_TURING } from './alan-turing';
import { ALBERT_EINSTEIN } from './albert-einstein';
import { ARCHIMEDES } from './archimedes';
import { CHARLES_BABBAGE } from './charles-babbage';
import { DIOPHANTUS } from './diophantus';
import { EUCLID } from './euclid';
import { GALILEO_GALILEI } from './galileo-galilei';
import { GRACE_HOPPER } from './grace-hopper';
import { HEDY_LAMARR } from './hedy-lamarr';
import { HYPATIA } from './hypatia';
import { ISAAC_NEWTON } from './isaac-newton';
import { JAMES_CLERK_MAXWELL } from './james-clerk-maxwell';
import { JOHANNES_KEPLER } from './johannes-kepler';
import { KATHERINE_JOHNSON } from './katherine-johnson';
import { MARIE_CURIE } from './marie-curie';
import { MICHAEL_FARADAY } from './michael-faraday';
import { NICOLAUS_COPERNICUS } from './nicolaus-copernicus';
import { NIKOLA_TESLA } from './nikola-tesla';
import { RICHARD_FEYNMAN } from './richard-feynman';
import { SALLY_RIDE } from './sally-ride';
import { SRINIVASA_RAMANUJAN } from './srinivasa-ramanujan';

/** Physical sciences, mathematics, engineering, computing and space: one file per figure. */
export const SCIENCE_ENTRIES: Fact[] = [
  ...MARIE_CURIE,
  ...ALBERT_EINSTEIN,
  ...GALILEO_GALILEI,
  ...ISAAC_NEWTON,
  ...NIKOLA_TESLA,
  ...RICHARD_FEYNMAN,
  ...SALLY_RIDE,
  ...HEDY_LAMARR,
  ...ADA_LOVELACE,
  ...HYPATIA,
  ...ALAN_TURING,
  ...EUCLID,
  ...KATHERINE_JOHNSON,
  ...SRINIVASA_RAMANUJAN,
  ...DIOPHANTUS,
  ...MICHAEL_FARADAY,
  ...JAMES_CLERK_MAXWELL,
  ...JOHANNES_KEPLER,
  ...NICOLAUS_COPERNICUS,
  ...ARCHIMEDES,
  ...CHARLES_BABBAGE,
  ...GRACE_HOPPER,
];
