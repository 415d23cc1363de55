import type { Fact } from '../knowledge/fact';
import type { KnowledgeBase } from '../knowledge/knowledge-base';
import { firstClause } from './sentences';

const MAX_CHARS = 300;

/**
 * A knowledge entry as a reader sees it cited in the agent feed: who, the entry's opening words, and
 * its readable source (work, year, passage), or a plain note that it is the figure's imagined voice.
 */
export function citeEntry(fact: Fact): string {
  const where = fact.citation ?? `role-play in ${fact.figure}’s voice, no written source`;
  const room = MAX_CHARS - fact.figure.length - where.length - 8;
  return `${fact.figure}: “${firstClause(fact.text, Math.max(40, Math.min(150, room)))}” (${where})`.slice(
    0,
    MAX_CHARS,
  );
}

const citationsByBase = new WeakMap<KnowledgeBase, Map<string, Fact>>();

/** The knowledge entry a citation made by `citeEntry` names, if any (the citation carries no id). */
export function entryOfCitation(citation: string, kb: KnowledgeBase): Fact | undefined {
  let byCitation = citationsByBase.get(kb);
  if (!byCitation) {
    byCitation = new Map(kb.facts.map((f) => [citeEntry(f), f]));
    citationsByBase.set(kb, byCitation);
  }
  return byCitation.get(citation);
}
