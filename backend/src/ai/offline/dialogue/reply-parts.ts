import type { ClaimKind } from '@agora/contracts';
import type { Figure } from '../../catalogue/figure';
import type { Fact } from '../../knowledge/fact';
import type { KnowledgeBase, SearchQuery } from '../../knowledge/knowledge-base';
import type { ChatState } from './chat-state';

/** A piece of a reply; optional pieces are dropped (last first) when the reply is too long. */
export interface Part {
  text: string;
  optional?: boolean;
}

/** A mentor's move: the reply's pieces, the entries it says, and how its framing may be labelled. */
export interface Reply {
  parts: Part[];
  facts: Fact[];
  framing?: ClaimKind;
  /** Replies that must stay short (a redirect) give their own limit. */
  limit?: number;
}

/** What every move is given: who speaks, the chat so far, the message, and a stable variant. */
export interface MoveContext {
  figure: Figure;
  kb: KnowledgeBase;
  state: ChatState;
  message: string;
  /** The message prepared for a search by meaning as well as words. */
  query: SearchQuery;
  /** The concept under discussion (the learner's question and its entry's topics), prepared likewise. */
  conceptQuery?: SearchQuery;
  /** A message that points back ("was it dangerous?") read together with the question before it. */
  inContextQuery?: SearchQuery;
  emotion?: string;
  variant: number;
}

/** The learner's words, shortened to a clause that can be quoted back. */
export function quoteOf(text: string, max = 90): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max - 1).replace(/\s\S*$/, '')}…`;
}

/** An entry that already opens as a picture needs no "picture it" before it. */
export function asPicture(text: string): string {
  return /^(think of|imagine|picture|it is like|it's like|like a|just as)\b/i.test(text)
    ? text
    : `Picture it like this: ${text}`;
}
