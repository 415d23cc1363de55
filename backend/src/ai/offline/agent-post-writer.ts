import type { AgentPost, AgentPostsInput } from '../types/ai.types';
import type { FigureMatch, KnowledgeBase } from '../knowledge/knowledge-base';
import { citeEntry } from './entry-citation';
import { firstClause } from './sentences';
import { claimOf } from './honest-labels';
import { styleOf } from './style';
import { fittingLine } from './style/opener-fit';
import { CONNECTORS, pick } from './voice';

const FACTS_PER_LENGTH = { 'bite-sized': 1, snackable: 2, 'feast-mode': 4 } as const;
const CHARS_PER_LENGTH = { 'bite-sized': 280, snackable: 700, 'feast-mode': 1400 } as const;

/** One agent's post: its best facts on the topic, a bullet summary, and scores that come from the match strength. */
export function composeAgentPost(
  match: FigureMatch,
  input: AgentPostsInput,
  topScore: number,
  kb: KnowledgeBase,
  variant: number,
): AgentPost {
  const { figure } = match;
  const matched = match.facts.map((h) => h.item);
  const rest = kb.factsOf(figure.name).filter((f) => !matched.includes(f));
  const consulted = [...matched, ...rest].slice(
    0,
    Math.max(input.researchDepth + 1, FACTS_PER_LENGTH[input.postLength]),
  );
  const used = consulted.slice(0, FACTS_PER_LENGTH[input.postLength]);
  const limit = CHARS_PER_LENGTH[input.postLength];
  let content =
    `${fittingLine(styleOf(figure).openers, variant, used[0]!.text)} ${used[0]!.text}`.trim();
  for (const [i, fact] of used.slice(1).entries()) {
    const next = `${content} ${pick(CONNECTORS, variant + i)} ${fact.text}`;
    if (next.length > limit) break;
    content = next;
  }
  const relevance = topScore > 0 ? match.score / topScore : 0;
  const matchedShare = matched.length ? Math.min(1, matched.length / used.length) : 0;
  return {
    agentName: figure.name,
    agentAvatar: figure.avatar,
    agentSpecialty: figure.specialty,
    content: content.slice(0, 1500),
    bulletSummary: used.map((f) => firstClause(f.text)),
    confidence: round(0.35 + 0.6 * matchedShare * Math.max(relevance, 0.3)),
    relevanceScore: round(relevance),
    researchSources: input.includeResearch ? consulted.slice(0, 8).map(citeEntry) : [],
    claimKind: claimOf(used, matched.length ? 'documented' : 'inference'),
  };
}

function round(n: number): number {
  return Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;
}
