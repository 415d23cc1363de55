/**
 * Turn-taking by teaching role. When several figures are mentioned in one message they answer in
 * one round, in the order they were mentioned: the first explains, each next one adds to or
 * challenges what the one before said (and names them), and the last checks that the learners
 * understood by asking them a question. A lone figure explains and then checks.
 */
export type TeachingRole = 'explain' | 'build' | 'check';

export interface Turn {
  figure: string;
  role: TeachingRole;
  /** The figure whose answer this one builds on (null for the first). */
  after: string | null;
}

export function teachingTurns(figures: readonly string[]): Turn[] {
  return figures.map((figure, i) => ({
    figure,
    role: i === 0 ? 'explain' : i === figures.length - 1 ? 'check' : 'build',
    after: i === 0 ? null : figures[i - 1]!,
  }));
}

/** The instruction a model gets for its turn (figures never speak for learners or each other). */
export function settingOf(turn: Turn, groupName: string): string {
  const base =
    `You are one of several historical figures teaching in the study group "${groupName}". ` +
    'Learners are named before their lines; other figures speak for themselves. Speak only as ' +
    'yourself: never write lines for a learner or for another figure.';
  switch (turn.role) {
    case 'explain':
      return `${base} Your turn: explain the idea clearly for the learners.`;
    case 'build':
      return `${base} Your turn: ${turn.after} has just answered. Name ${turn.after} and add to or challenge what they said.`;
    case 'check':
      return turn.after
        ? `${base} Your turn, the last one: name ${turn.after}, add what is missing, then end with one question that checks the learners understood.`
        : `${base} Explain the idea, then end with one question that checks the learners understood.`;
  }
}

const CHECK_QUESTION = 'Can one of you put this in your own words?';

/**
 * Holds the answer to its role whatever the engine wrote: a figure building on another names it
 * first, and the last turn ends with a question to the learners.
 */
export function shapeAnswer(turn: Turn, text: string): { lead: string; tail: string } {
  const trimmed = text.trim();
  const lead =
    turn.after && !trimmed.toLowerCase().includes(turn.after.toLowerCase())
      ? turn.role === 'check'
        ? `Let me add to what ${turn.after} said. `
        : `Building on what ${turn.after} said: `
      : '';
  const tail = turn.role === 'check' && !trimmed.endsWith('?') ? ` ${CHECK_QUESTION}` : '';
  return { lead, tail };
}
