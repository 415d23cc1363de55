import type { Fact } from '../../knowledge/fact';
import type { ChatTurn } from '../../types/ai.types';
import { pointsBack, readLearner } from './learner-move';

/** What a mentor chat is about so far, read back from its history (nothing else is stored). */
export interface ChatState {
  /** Entries the mentor already said in this chat. */
  said: ReadonlySet<string>;
  /**
   * The learner's last real question that the mentor answered from the record (follow-ups, "I don't
   * get it", thanks and questions that point back at it are not new questions; one the mentor had
   * nothing on is not what "let us go back to your question" should return to).
   */
  question?: string;
  /** The entry that opened the current concept: the first one said after that question. */
  concept?: Fact;
  /** The last entry said, where a follow-up goes on from. */
  latest?: Fact;
}

const opening = (fact: Fact) => fact.text.slice(0, 40);

/** Reads the chat back: which of `facts` (the figure's entries) were said, and the concept under discussion. */
export function chatState(history: readonly ChatTurn[], facts: readonly Fact[]): ChatState {
  const said = new Set<string>();
  let question: string | undefined;
  let concept: Fact | undefined;
  let latest: Fact | undefined;
  let openedBy: string | undefined;
  for (const turn of history) {
    if (turn.role === 'user') {
      // "Was it dangerous?" asks more about the concept under discussion; it opens no new one.
      const opens =
        readLearner(turn.content, undefined, true) === 'question' && !pointsBack(turn.content);
      if (question === undefined || opens) openedBy = turn.content;
      continue;
    }
    const inTurn = facts
      .filter((f) => turn.content.includes(opening(f)))
      .sort((a, b) => turn.content.indexOf(opening(a)) - turn.content.indexOf(opening(b)));
    for (const fact of inTurn) said.add(fact.id);
    if (!inTurn.length) continue;
    if (openedBy) {
      question = openedBy;
      concept = inTurn[0];
      openedBy = undefined;
    }
    latest = inTurn.at(-1);
    concept ??= latest;
  }
  return { said, question, concept, latest };
}
