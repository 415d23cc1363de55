/** What the learner's message does in the conversation, which decides the mentor's move. */
export type LearnerMove =
  | 'confused' // lost: re-explain the same concept more simply, with a picture and a check question
  | 'breakthrough' // got it: confirm and give the next step
  | 'follow-up' // "why?", "and then?": continue the concept with what was not yet said
  | 'question'; // a new question (or one the figure cannot speak to: decided by the writer)

/** How a follow-up asks to go on: by cause ("why?"), by meaning ("what do you mean?") or in time ("and then?"). */
export type FollowUpKind = 'cause' | 'meaning' | 'sequence' | 'more';

const CONFUSED =
  /\b(do(n'?t| not)|still (do(n'?t| not))?|can'?t|cannot) (get|understand|follow|see (it|that|what))\b|\bconfus|\bi'?m lost\b|\blost me\b|makes? no sense|\btoo (hard|difficult|complicated)\b|\bhuh\b|\?\?|\bno idea what\b|\bnot following\b|\b(simpler|more simply)\b|\bwhat\?!?$/i;
const BREAKTHROUGH =
  /\b(i (get|got|see|understand) it|now i (get|see|understand)|i see now|oh,? i see|makes sense( now)?|\baha\b|it clicked|finally (get|understand|see)|got it|i understand now|that'?s clear now)\b/i;
const SEQUENCE =
  /^(and )?(then what|and then|what happened (next|then|after)|what next|after that)|\bwhat happened next\b|\band then\b/i;
const CAUSE = /^(but |so |and )?(why|how come|how so)\b/i;
const MEANING =
  /^(what do you mean|meaning|what does that mean|in what way|like what|such as|for example)|\bwhat do you mean\b|\b(give|show) me an? (example|instance)\b/i;
const MORE =
  /^(go on|continue|more|tell me more|say more|can you say more|could you say more|can you explain( that)?( more| further)?|explain (that|more)|really|how\??$|and\??$|so\??$)|\b(say|tell me) more\b|\bgo on\b/i;
const CONFUSED_EMOTIONS = new Set(['confused', 'struggling', 'frustrated']);
const BREAKTHROUGH_EMOTIONS = new Set(['breakthrough']);

const words = (message: string) => message.trim().split(/\s+/).filter(Boolean).length;

/** Reads the learner's message (and the emotion the app detected) against the chat so far. */
export function readLearner(
  message: string,
  emotion: string | undefined,
  inConversation: boolean,
): LearnerMove {
  const text = message.trim();
  if (CONFUSED.test(text)) return 'confused';
  if (BREAKTHROUGH.test(text) && !/\b(don'?t|not)\b/i.test(text)) return 'breakthrough';
  if (inConversation && followUpKind(text) && words(text) <= 12) return 'follow-up';
  if (emotion && BREAKTHROUGH_EMOTIONS.has(emotion) && (inConversation || words(text) <= 8))
    return 'breakthrough';
  if (emotion && CONFUSED_EMOTIONS.has(emotion) && (inConversation || words(text) <= 8))
    return 'confused';
  return 'question';
}

/** A short message that names nothing itself but points back at what was being discussed ("was it hard?", "which one?"). */
const POINTS_BACK = /\b(it|its|that|this|those|these|they|them|there|he|she|him|her|one|ones)\b/i;

export function pointsBack(message: string): boolean {
  return POINTS_BACK.test(message) && words(message) <= 12;
}

/**
 * A message about the figure's own life ("Did anyone help you?", "Were you scared?"), unlike "What do
 * you think of black holes?", which someone else may know better.
 */
const ABOUT_YOU =
  /\b(\w+ed you|help you|(did|were|was|have|had) you|(you|your) (life|family|wife|husband|children|friends?|teachers?|own|favou?rite)|yourself)\b/i;

export function asksAboutFigure(message: string): boolean {
  return ABOUT_YOU.test(message);
}

export function followUpKind(message: string): FollowUpKind | undefined {
  const text = message.trim();
  if (SEQUENCE.test(text)) return 'sequence';
  if (MEANING.test(text)) return 'meaning';
  if (CAUSE.test(text)) return 'cause';
  if (MORE.test(text)) return 'more';
  return undefined;
}

/** Whether the learner asks to be spoken to gently (an emotion the app detected, or their words). */
export function wantsItSimple(message: string, emotion: string | undefined): boolean {
  return CONFUSED.test(message) || (emotion !== undefined && CONFUSED_EMOTIONS.has(emotion));
}
