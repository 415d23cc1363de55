import { REPLY_MAX_CHARS, type ClaimKind } from '@agora/contracts';
import type { Figure } from '../catalogue/figure';
import type { KnowledgeBase } from '../knowledge/knowledge-base';
import type { ChatInput } from '../types/ai.types';
import { chatState } from './dialogue/chat-state';
import { continueConcept, nextStep, reExplain } from './dialogue/concept-moves';
import { customMentorReply } from './dialogue/custom-mentor-reply';
import { libraryAnswer } from './dialogue/library-answer';
import { pointsBack, readLearner } from './dialogue/learner-move';
import { afterLifetime, answerQuestion, ownAnswers } from './dialogue/question-moves';
import type { MoveContext, Reply } from './dialogue/reply-parts';
import { claimOf, sourcesOf } from './honest-labels';
import { laterThanLifetime } from './time-awareness';
import { fitOrdered, variantOf } from './voice';

export interface OfflineChatReply {
  text: string;
  sources: string[];
  claimKind: ClaimKind;
}

/**
 * A mentor's chat reply. The chat's history says what concept is under discussion and what was
 * already said; the learner's message decides the move: a follow-up goes on with the concept, a
 * confused learner gets it again more simply, a breakthrough gets the next step, chatter a redirect.
 */
export async function writeChatReply(
  input: ChatInput,
  figure: Figure | undefined,
  kb: KnowledgeBase,
): Promise<OfflineChatReply> {
  return figure
    ? builtInReply(input, figure, kb)
    : customMentorReply(input, await libraryAnswer(kb, input.message));
}

async function builtInReply(
  input: ChatInput,
  figure: Figure,
  kb: KnowledgeBase,
): Promise<OfflineChatReply> {
  const state = chatState(input.history, kb.factsOf(figure.name));
  const ctx: MoveContext = {
    figure,
    kb,
    state,
    message: input.message,
    query: await kb.prepare(input.message),
    conceptQuery: state.question
      ? await kb.prepare(`${state.question} ${state.concept?.topics.join(' ') ?? ''}`)
      : undefined,
    inContextQuery:
      state.question && pointsBack(input.message)
        ? await kb.prepare(`${input.message} ${state.question}`)
        : undefined,
    emotion: input.emotion,
    variant: variantOf(input.message, input.history.length, figure.name),
  };
  const move = readLearner(input.message, input.emotion, state.concept !== undefined);
  const later = move === 'question' ? laterThanLifetime(figure, input.message) : undefined;
  const reply = later
    ? afterLifetime(ctx, later)
    : move === 'follow-up'
      ? continueConcept(ctx)
      : move === 'confused'
        ? reExplain(withConcept(ctx))
        : move === 'breakthrough'
          ? nextStep(withConcept(ctx))
          : answerQuestion(ctx);
  return finish(reply);
}

/** A learner who opens with "I don't get X" or "I finally see X": X is the concept. */
function withConcept(ctx: MoveContext): MoveContext {
  if (ctx.state.concept) return ctx;
  const concept = ownAnswers(ctx)[0];
  return { ...ctx, state: { ...ctx.state, question: ctx.message, concept, latest: concept } };
}

function finish(reply: Reply): OfflineChatReply {
  const text = fitOrdered(reply.parts, reply.limit ?? REPLY_MAX_CHARS);
  const used = reply.facts.filter((f) => text.includes(f.text.slice(0, 40)));
  return {
    text,
    sources: sourcesOf(used),
    claimKind: used.length ? claimOf(used, reply.framing) : 'role-play',
  };
}
