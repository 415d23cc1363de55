import { type FigureCard, LandingFigures } from '../landing-figures.port';

const FIGURES: FigureCard[] = [
  { name: 'Marie Curie', avatar: '⚗️', specialty: 'Physicist and chemist' },
  { name: 'Ada Lovelace', avatar: '💻', specialty: 'Mathematician' },
  { name: 'Marcus Aurelius', avatar: '🏛️', specialty: 'Stoic emperor' },
  { name: 'Leonardo da Vinci', avatar: '🎨', specialty: 'Renaissance polymath' },
  { name: 'Galileo Galilei', avatar: '🔭', specialty: 'Astronomer' },
  { name: 'Hypatia', avatar: '📐', specialty: 'Mathematician' },
  { name: 'Rumi', avatar: '🌀', specialty: 'Poet' },
  { name: 'Charles Darwin', avatar: '🐢', specialty: 'Naturalist' },
];

/** A few catalogue figures, found by name regardless of case, as the real catalogue does. */
export class FixedFigures extends LandingFigures {
  find(name: string): FigureCard | undefined {
    return FIGURES.find((f) => f.name.toLowerCase() === name.trim().toLowerCase());
  }
}
