/**
 * The rhetorical habits a figure's posts and replies are built from. Each names a move with its
 * own wording in `moves.ts`; a profile lists the figure's moves, its signature move first.
 */
export type RhetoricalMove =
  | 'question' // answers with questions, tests the reader (Socrates, Confucius)
  | 'analogy' // an everyday picture (Feynman, Faraday)
  | 'irony' // a dry, knowing aside (Austen, Gibbon, Bulgakov)
  | 'exhortation' // speaks to himself as much as to the reader (Marcus Aurelius, Seneca)
  | 'maxim' // a short rule to keep (Sun Tzu, Laozi, Franklin)
  | 'observation' // look closely first (Leonardo, Darwin, Goodall)
  | 'experiment' // try it, measure it (Curie, Galileo, Pasteur)
  | 'story' // a moment from a life (Angelou, Tubman, Ibn Battuta)
  | 'proof' // step by step from what is granted (Euclid, Newton, Ramanujan)
  | 'image' // sees it as a picture or a sound (Van Gogh, Kahlo, Mozart)
  | 'reckoning'; // counts and weighs the numbers (Nightingale, Johnson, Smith)

/** A figure's voice for the offline engine: ≥ 8 ways to open, ≥ 8 to close, and its moves. */
export interface StyleProfile {
  /** Lead-ins placed before a first-person entry; they end with ':' or a full stop. */
  openers: readonly string[];
  /** Closing sentences, true to the figure (a real line only where the record has it). */
  closers: readonly string[];
  /** The figure's rhetorical moves, signature move first. */
  moves: readonly RhetoricalMove[];
}
