import { personaCatalogue } from '../../catalogue/persona-catalogue';
import { documented, explained } from '../../knowledge/fact';
import { KnowledgeBase } from '../../knowledge/knowledge-base';

/** A small, fixed knowledge base for the dialogue specs, so they do not move with the content. */
// prettier-ignore
export const DIALOGUE_KB = new KnowledgeBase(
  [personaCatalogue.get('Isaac Newton'), personaCatalogue.get('Galileo Galilei')],
  [
    ...documented('Isaac Newton', [
      ['apple', 'I told William Stukeley that the thought of gravitation came to me when an apple fell in the garden at Woolsthorpe.', 'gravity apple woolsthorpe', 1666, 'Stukeley, Memoirs of Sir Isaac Newton’s Life (1752)'],
      ['principia', 'My Principia appeared in 1687 and set out the laws of motion and universal gravitation.', 'gravity principia laws motion', 1687, 'Philosophiæ Naturalis Principia Mathematica (1687)'],
      ['prism', 'With prisms I showed that white sunlight is a mixture of colours.', 'light colour prism optics', 1672, 'Letter to Henry Oldenburg, 6 February 1672'],
      ['mint', 'As Warden of the Mint I chased counterfeiters through the taverns of London.', 'mint coins counterfeiters', 1696, 'Craig, Newton at the Mint (1946)'],
    ]),
    ...explained('Isaac Newton', 'Mathematics & Physics', [
      ['moon-falls', 'The Moon is falling towards the Earth all the time, but it also moves sideways so fast that it keeps missing: gravity bends its path into an orbit.', 'gravity moon orbit falling', 1687, 'Principia (1687), Book III'],
      ['cannonball', 'Think of a cannon on a high mountain: fire the ball faster and faster, and at last it falls all the way round the Earth without landing. That is an orbit.', 'gravity orbit cannonball analogy', 1687, null],
      ['inverse-square', 'Gravity weakens with the square of the distance: twice as far away, a quarter of the pull.', 'gravity distance inverse_square', 1687, 'Principia (1687), Book III, Prop. 7'],
    ]),
    ...documented('Galileo Galilei', [
      ['jupiter', 'In January 1610 I saw four moons circling Jupiter.', 'jupiter moons telescope', 1610, 'Sidereus Nuncius (1610)'],
    ]),
  ],
  null,
);
