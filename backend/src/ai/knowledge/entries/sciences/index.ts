import type { Fact } from '../../fact';
import { NICOLAUS_COPERNICUS } from './nicolaus-copernicus';
import { JOHANNES_KEPLER } from './johannes-kepler';
import { JAMES_CLERK_MAXWELL } from './james-clerk-maxwell';
import { MICHAEL_FARADAY } from './michael-faraday';
import { DIOPHANTUS } from './diophantus';
import { SRINIVASA_RAMANUJAN } from './srinivasa-ramanujan';
import { KATHERINE_JOHNSON } from './katherine-johnson';
import { EUCLID } from './euclid';
import { ALAN_TURING } from './alan-turing';
import { HYPATIA } from './hypatia';
import { ADA_LOVELACE } from './ada-lovelace';
import { HEDY_LAMARR } from './hedy-lamarr';
import { SALLY_RIDE } from './sally-ride';
import { RICHARD_FEYNMAN } from './richard-feynman';
import { NIKOLA_TESLA } from './nikola-tesla';
import { ISAAC_NEWTON } from './isaac-newton';
import { GALILEO_GALILEI } from './galileo-galilei';
import { ALBERT_EINSTEIN } from './albert-einstein';
import { MARIE_CURIE } from './marie-curie';

/** Physical sciences, mathematics, engineering, computing and space: one file per figure. */
export const SCIENCE_ENTRIES: Fact[] = [...MARIE_CURIE, ...ALBERT_EINSTEIN, ...GALILEO_GALILEI, ...ISAAC_NEWTON, ...NIKOLA_TESLA, ...RICHARD_FEYNMAN, ...SALLY_RIDE, ...HEDY_LAMARR, ...ADA_LOVELACE, ...HYPATIA, ...ALAN_TURING, ...EUCLID, ...KATHERINE_JOHNSON, ...SRINIVASA_RAMANUJAN, ...DIOPHANTUS, ...MICHAEL_FARADAY, ...JAMES_CLERK_MAXWELL, ...JOHANNES_KEPLER, ...NICOLAUS_COPERNICUS];
