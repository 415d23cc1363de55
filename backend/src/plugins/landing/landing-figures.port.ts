/** What a demo shows of a built-in figure. */
export interface FigureCard {
  name: string;
  avatar: string;
  specialty: string;
}

/** Port: the AI layer's catalogue of built-in figures, looked up by name (case- and accent-insensitive). */
export abstract class LandingFigures {
  /** The catalogue figure of that name, or undefined for anyone else (custom mentors included). */
  abstract find(name: string): FigureCard | undefined;
}
