import type { Figure } from '../../catalogue/figure';
import { ADDED_ART_STYLES } from './profiles-added-arts';
import { ADDED_LIFE_STYLES } from './profiles-added-life';
import { ADDED_SCIENCE_STYLES } from './profiles-added-sciences';
import { ADDED_THINKER_STYLES } from './profiles-added-thinkers';
import { EXPLORER_STYLES_A } from './profiles-explorers-a';
import { EXPLORER_STYLES_B } from './profiles-explorers-b';
import { MENTOR_STYLES_A } from './profiles-mentors-a';
import { MENTOR_STYLES_B } from './profiles-mentors-b';
import { MENTOR_STYLES_C } from './profiles-mentors-c';
import type { StyleProfile } from './style-profile';

export type { RhetoricalMove, StyleProfile } from './style-profile';
export { MOVES } from './moves';

/** Every figure's voice, keyed by the figure's catalogue name. */
export const STYLE_PROFILES: Readonly<Record<string, StyleProfile>> = {
  ...MENTOR_STYLES_A,
  ...MENTOR_STYLES_B,
  ...MENTOR_STYLES_C,
  ...EXPLORER_STYLES_A,
  ...EXPLORER_STYLES_B,
  ...ADDED_SCIENCE_STYLES,
  ...ADDED_LIFE_STYLES,
  ...ADDED_THINKER_STYLES,
  ...ADDED_ART_STYLES,
};

/** The figure's profile; a figure without one speaks with its catalogue openers and closers. */
export function styleOf(figure: Pick<Figure, 'name' | 'openers' | 'closers'>): StyleProfile {
  return (
    STYLE_PROFILES[figure.name] ?? {
      openers: figure.openers,
      closers: figure.closers,
      moves: ['observation'],
    }
  );
}
