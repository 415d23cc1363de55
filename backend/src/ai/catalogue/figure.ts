/** A built-in historical figure: who they are, when they lived, and how they sound. */
export interface Figure {
  name: string;
  avatar: string;
  specialty: string;
  era: string;
  /** Negative years are BCE; approximate for ancient figures. */
  born: number;
  /** null while the person is alive. */
  died: number | null;
  bio: string;
  speakingStyle: string;
  topics: string[];
  /** Visual style used for image prompts and the offline illustration card. */
  imageStyle: string;
  palette: [string, string];
  /** Short phrases the offline engine uses to open and close a post in this figure's voice. */
  openers: string[];
  closers: string[];
}

export function lastYearOfLife(figure: Figure, now = new Date()): number {
  return figure.died ?? now.getUTCFullYear();
}

export function formatYear(year: number): string {
  return year < 0 ? `${-year} BCE` : `${year}`;
}
