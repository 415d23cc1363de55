import { REPLY_MAX_CHARS } from '@agora/contracts';
import type { Fact } from '../../knowledge/fact';
import { Bm25Index } from '../../knowledge/bm25-index';
import { tokenize } from '../../knowledge/text-analysis';
import type { ChatInput } from '../../types/ai.types';
import { analogyFor } from '../emotion-shapes';
import { sourcesOf } from '../honest-labels';
import { sentencesOf } from '../sentences';
import { fitOrdered, pick, variantOf } from '../voice';
import { readLearner } from './learner-move';

const TONES: [RegExp, string][] = [
  [/patient|gentle|kind|warm|calm/i, 'Take your time with this.'],
  [/practical|hands-on|down-to-earth/i, 'Let us keep it practical.'],
  [/humou?r|funny|playful|witty|cheerful/i, 'Here is the fun part.'],
  [/strict|stern|demanding|direct|blunt/i, 'Listen closely.'],
];
const PICTURE = /\b(like a|like an|works like|as if|think of|imagine|picture)\b/i;

/**
 * A user's custom mentor has no knowledge base of its own: it answers from its own sheet (background
 * and bio), in the tone its personality gives, with the same dialogue moves as the built-in figures,
 * and always as role-play. A question its sheet says nothing about is answered by quoting `library`,
 * a figure's entry close to it (cited), when there is one; else the mentor says it is outside what
 * it knows. Its specialty is quoted as written, never lower-cased.
 */
export function customMentorReply(input: ChatInput, library?: Fact) {
  const { persona } = input;
  const sentences = [persona.background, persona.bio]
    .filter((t): t is string => Boolean(t))
    .flatMap(sentencesOf)
    .map((s) => s.trim())
    .filter(Boolean);
  const said = input.history.filter((t) => t.role === 'assistant').map((t) => t.content);
  const fresh = (s: string) => !said.some((t) => t.includes(s.slice(0, 40)));
  const inConversation = said.length > 0;
  const move = readLearner(input.message, input.emotion, inConversation);
  const asked = [...input.history].reverse().find((t) => t.role === 'user')?.content ?? '';
  const variant = variantOf(input.message, persona.name, input.history.length);
  const index = new Bm25Index(
    sentences.map((s) => ({ item: s, fields: [{ text: s, weight: 1 }] })),
  );
  const query = move === 'question' ? input.message : `${input.message} ${asked}`;
  const terms = new Set(tokenize(query));
  const ranked = index
    .search(query)
    .map((h) => h.item)
    .filter((s) => fresh(s) && tokenize(s).some((t) => terms.has(t)));
  const ended = (s: string) => (/[.!?…"”)]$/.test(s) ? s : `${s}.`);
  const voice = (s: string) =>
    /\b(I|my|me)\b/.test(s) ? ended(s) : `From my background: ${ended(s)}`;
  const quoted = library && fresh(library.text) ? library : undefined;
  // The mentor's own sheet speaks unless a library entry close to the question shares more of its
  // words: "navigator" alone yields to Tubman's North Star, "comets" holds against Newton's comets.
  const shared = (s: string) => new Set(tokenize(s).filter((t) => terms.has(t))).size;
  const quotedShares = quoted ? shared(quoted.text) : 0;
  const answering = quoted ? ranked.filter((s) => shared(s) >= quotedShares) : ranked;
  const tone = TONES.find(([p]) => p.test(persona.personality ?? ''))?.[1] ?? '';
  const parts = (() => {
    switch (move) {
      case 'confused': {
        const picture =
          ranked.find((s) => PICTURE.test(s)) ?? sentences.find((s) => PICTURE.test(s));
        return [
          'Let me put it more simply.',
          picture ? voice(picture) : analogyFor(asked),
          'Can you tell me, in your own words, which part is still unclear?',
        ];
      }
      case 'breakthrough':
        return [
          'Yes, that is it.',
          ranked[0] ? `Now that you have it, one step further: ${voice(ranked[0])}` : '',
          'Try this next: explain it to someone else, and see where you hesitate.',
        ];
      default:
        if (!answering.length && quoted)
          return [
            tone,
            `${quoted.figure} put it this way: “${quoted.text}”`,
            pick(['Does that answer what you asked?', 'What would you like to try next?'], variant),
          ];
        if (!answering.length)
          return [
            'That is outside what I can speak to.',
            `Ask me about what I know best: ${persona.specialty}.`,
          ];
        return [
          tone,
          ...answering.slice(0, 2).map(voice),
          pick(['What would you like to try next?', 'Does that answer what you asked?'], variant),
        ];
    }
  })();
  const text = fitOrdered(
    parts.map((text, i) => ({ text, optional: i > 1 })),
    REPLY_MAX_CHARS,
  );
  const cites = quoted && text.includes(quoted.text.slice(0, 40));
  return { text, sources: cites ? sourcesOf([quoted]) : [], claimKind: 'role-play' as const };
}
