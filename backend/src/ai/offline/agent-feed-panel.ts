import type { PostLength } from '@agora/contracts';
import type { Figure } from '../catalogue/figure';
import type { Fact } from '../knowledge/fact';
import type { KnowledgeBase } from '../knowledge/knowledge-base';
import { tokenize } from '../knowledge/text-analysis';
import type { AgentFeedInput, PanelAgent, ResearchNote } from '../types/agent-feed.types';
import { citeEntry, entryOfCitation } from './entry-citation';
import { firstClause } from './sentences';
import { styleOf } from './style';
import { fittingLine } from './style/opener-fit';
import { CONNECTORS, pick, variantOf } from './voice';

export { citeEntry, entryOfCitation, firstClause };

/** How many gathered entries a post of each length draws on, and its longest text. */
export const ENTRIES_PER_LENGTH: Record<PostLength, number> = {
  'bite-sized': 1,
  snackable: 2,
  'feast-mode': 4,
};
export const CHARS_PER_LENGTH: Record<PostLength, number> = {
  'bite-sized': 280,
  snackable: 700,
  'feast-mode': 1400,
};

/** A figure chosen for the panel, with its angle and how strongly its record fits the topic. */
export interface OfflineAgent {
  figure: Figure;
  agent: PanelAgent;
  /** Entries found by searching the topic in this figure's record, best first. */
  onTopic: Fact[];
  score: number;
}

export interface OfflineResearch extends OfflineAgent {
  notes: ResearchNote[];
  facts: Fact[];
}

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Entries a continuation may not draw on again: cited before, or already summed up as a point. */
function alreadyUsed(input: AgentFeedInput, kb: KnowledgeBase): (fact: Fact) => boolean {
  const ids = new Set(input.usedSources.map((c) => entryOfCitation(c, kb)?.id).filter(Boolean));
  const points = new Set(input.madePoints.map(normalise));
  return (fact) => ids.has(fact.id) || points.has(normalise(firstClause(fact.text)));
}

/**
 * Chooses `agentCount` figures whose records fit the topic best, each with a distinct angle: the
 * theme of its best matching entries that no earlier agent took. Figures with nothing new to say
 * (every fitting entry used by the feed already) are passed over.
 */
export function choosePanel(
  input: AgentFeedInput,
  kb: KnowledgeBase,
  fillers: readonly Figure[],
): OfflineAgent[] {
  const used = alreadyUsed(input, kb);
  const chosen: OfflineAgent[] = [];
  const takenAngles = new Set<string>();
  const queryWords = new Set(tokenize(input.topic));
  const add = (figure: Figure, onTopic: Fact[], score: number) => {
    const fresh = kb.factsOf(figure.name).filter((f) => !used(f));
    if (!fresh.length || chosen.some((c) => c.figure.name === figure.name)) return;
    const theme = angleTheme(figure, onTopic, takenAngles, queryWords);
    takenAngles.add(theme);
    chosen.push({
      figure,
      onTopic,
      score,
      agent: {
        name: figure.name,
        avatar: figure.avatar,
        specialty: figure.specialty,
        angle: `${capitalise(theme)} (${figure.specialty})`,
      },
    });
  };
  for (const match of kb.rankFigures(input.topic)) {
    if (chosen.length >= input.agentCount) break;
    const onTopic = match.facts.map((h) => h.item).filter((f) => !used(f));
    if (onTopic.length) add(match.figure, onTopic, match.score);
  }
  for (const figure of fillers) {
    if (chosen.length >= input.agentCount) break;
    add(figure, [], 0);
  }
  return chosen;
}

function angleTheme(
  figure: Figure,
  onTopic: Fact[],
  taken: ReadonlySet<string>,
  queryWords: ReadonlySet<string>,
): string {
  const counts = new Map<string, number>();
  for (const fact of onTopic)
    for (const topic of fact.topics)
      if (!queryWords.has(topic)) counts.set(topic, (counts.get(topic) ?? 0) + 1);
  const themes = [
    ...[...counts.entries()].sort((a, b) => b[1] - a[1]).map(([t]) => t),
    ...figure.topics,
    figure.specialty,
  ];
  return themes.find((t) => !taken.has(t)) ?? `${figure.specialty} (${figure.name})`;
}

/**
 * Each agent gathers `researchDepth` entries (when research is on; otherwise just what its post
 * needs): first its entries found on the topic, then entries on its angle, then the rest of its
 * record. No two agents gather the same entry.
 */
export function gather(
  agent: OfflineAgent,
  input: AgentFeedInput,
  kb: KnowledgeBase,
  takenByOthers: Set<string>,
): OfflineResearch {
  const used = alreadyUsed(input, kb);
  const wanted = input.includeResearch ? input.researchDepth : ENTRIES_PER_LENGTH[input.postLength];
  const own = new Set([agent.figure.name]);
  const onAngle = kb.search(agent.agent.angle, own).map((h) => h.item);
  const candidates = [...agent.onTopic, ...onAngle, ...kb.factsOf(agent.figure.name)];
  const facts: Fact[] = [];
  for (const fact of candidates) {
    if (facts.length >= wanted) break;
    if (used(fact) || takenByOthers.has(fact.id) || facts.includes(fact)) continue;
    facts.push(fact);
    takenByOthers.add(fact.id);
  }
  const onTopicIds = new Set(agent.onTopic.map((f) => f.id));
  const notes = facts.map((fact) => ({
    citation: citeEntry(fact),
    note: fact.text,
    entryId: fact.id,
    onTopic: onTopicIds.has(fact.id),
  }));
  return { ...agent, notes, facts };
}

/** The agent's post: its angle, the entries it gathered in its own voice, a bullet per entry used. */
export function draft(
  research: OfflineResearch,
  input: AgentFeedInput,
): { content: string; bulletSummary: string[]; used: ResearchNote[] } {
  const { figure } = research;
  const variant = variantOf(input.topic, figure.name, input.madePoints.length);
  const limit = CHARS_PER_LENGTH[input.postLength];
  const notes = research.notes.slice(0, ENTRIES_PER_LENGTH[input.postLength]);
  const used: ResearchNote[] = [];
  const style = styleOf(figure);
  const gathered = research.notes.map((n) => n.note).join(' ');
  let content = fittingLine(style.openers, variant, gathered);
  const framing = `My angle: ${research.agent.angle}.`;
  if (input.postLength !== 'bite-sized') content = `${content} ${framing}`;
  for (const [i, note] of notes.entries()) {
    const joined = i === 0 ? ` ${note.note}` : ` ${pick(CONNECTORS, variant + i)} ${note.note}`;
    if (used.length && (content + joined).length > limit) break;
    content = (content + joined).slice(0, limit);
    used.push(note);
  }
  const closer = ` ${fittingLine(style.closers, variant >>> 3, gathered)}`;
  if (input.postLength === 'feast-mode' && closer.trim() && (content + closer).length <= limit)
    content += closer;
  return {
    content: content.trim().slice(0, 1500),
    bulletSummary: used.map((n) => firstClause(n.note)),
    used,
  };
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
