import { REPLY_MAX_CHARS, type ClaimKind } from '@agora/contracts';
import type { Figure } from '../catalogue/figure';
import type { ChatInput } from '../types/ai.types';
import type { Fact } from '../knowledge/fact';
import type { KnowledgeBase } from '../knowledge/knowledge-base';
import { Bm25Index } from '../knowledge/bm25-index';
import { emotionFrame } from './emotion-shapes';
import { afterMyTimeLine, laterThanLifetime } from './time-awareness';
import { fitOrdered, fitSentences, pick, variantOf } from './voice';

export interface OfflineChatReply {
  text: string;
  sources: string[];
  claimKind: ClaimKind;
}

/** A mentor's chat reply: emotion-shaped, drawn only from the figure's facts (or a custom mentor's own description). */
export function writeChatReply(
  input: ChatInput,
  figure: Figure | undefined,
  kb: KnowledgeBase,
): OfflineChatReply {
  return figure ? builtInReply(input, figure, kb) : customReply(input);
}

function builtInReply(input: ChatInput, figure: Figure, kb: KnowledgeBase): OfflineChatReply {
  const variant = variantOf(input.message, input.history.length);
  const said = input.history
    .filter((t) => t.role === 'assistant')
    .map((t) => t.content)
    .join(' ');
  const isNew = (f: Fact) => !said.includes(f.text.slice(0, 40));
  const previousQuestion =
    [...input.history].reverse().find((t) => t.role === 'user')?.content ?? '';
  const hits = kb
    .search(`${input.message} ${input.message} ${previousQuestion}`, new Set([figure.name]))
    .map((h) => h.item);
  const matched = hits.filter(isNew);
  const frame = emotionFrame(
    input.emotion,
    input.message,
    matched[0]?.topics.join(' ') ?? '',
    variant,
  );
  const later = laterThanLifetime(figure, input.message);
  const facts = matched.slice(0, frame.factLimit);
  const own = facts.length > 0;
  if (!own) facts.push(kb.factsOf(figure.name).find(isNew) ?? kb.factsOf(figure.name)[0]!);
  const nextTopic = hits.find((f) => !facts.includes(f))?.topics[0] ?? facts[0]!.topics.at(-1);
  const parts: { text: string; optional?: boolean }[] = [
    { text: later ? afterMyTimeLine(figure, later, variant) : '' },
    { text: frame.lead ?? '' },
    {
      text:
        !own && !later
          ? `${pick(['I cannot answer that from my own knowledge, and I will not pretend to.', 'That is beyond what I studied, so I will not invent an answer.'], variant)} What I can share:`
          : '',
    },
    { text: facts[0]!.text },
    ...facts.slice(1).map((f) => ({ text: f.text, optional: true })),
    {
      text:
        frame.challenge && nextTopic
          ? `Your next challenge: can you work out how this connects to ${nextTopic}?`
          : '',
    },
    { text: frame.tail ?? pick(figure.closers, variant >>> 2), optional: !frame.tail },
  ];
  const text = fitOrdered(parts, REPLY_MAX_CHARS);
  const usedFacts = facts.filter((f) => text.includes(f.text.slice(0, 40)));
  return {
    text,
    sources: usedFacts.map((f) => `kb:${f.id}`),
    claimKind: own && !later ? 'documented' : 'inference',
  };
}

/** Custom mentors have no knowledge base: answer from their own description, clearly as role-play. */
function customReply(input: ChatInput): OfflineChatReply {
  const { persona } = input;
  const sentences = [persona.background, persona.personality, persona.bio]
    .filter((t): t is string => Boolean(t))
    .flatMap((t) => t.split(/(?<=[.!?])\s+/))
    .filter((s) => s.trim().length > 0);
  const index = new Bm25Index(
    sentences.map((s) => ({ item: s, fields: [{ text: s, weight: 1 }] })),
  );
  const best = index.search(input.message)[0]?.item ?? sentences[0];
  const variant = variantOf(input.message, persona.name);
  const frame = emotionFrame(input.emotion, input.message, '', variant);
  const intro = `As ${persona.name}, ${persona.specialty.toLowerCase()}, here is my view.`;
  const body = best
    ? `From who I am: ${best}`
    : 'I can only speak from the little I know of myself.';
  const required = [
    frame.lead,
    intro,
    body,
    frame.tail ?? 'What would you like to explore together?',
  ].filter((s): s is string => Boolean(s));
  return { text: fitSentences(required, [], REPLY_MAX_CHARS), sources: [], claimKind: 'role-play' };
}
