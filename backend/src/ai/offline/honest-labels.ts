import type { ClaimKind } from '@agora/contracts';
import type { Fact } from '../knowledge/fact';

/**
 * How the offline engine labels what it says (issue 15 §7): sources are the entries' readable
 * citations ("Work (year), passage"), never internal ids; a text is `documented` only when every
 * entry it draws on is, `role-play` as soon as one is the figure's imagined voice.
 */
export function sourcesOf(facts: readonly Fact[]): string[] {
  return [...new Set(facts.map((f) => f.citation).filter((c): c is string => Boolean(c)))];
}

/** The entry's own claim; an entry with no citation can only be the figure's imagined voice. */
export function claimOfEntry(fact: Fact): ClaimKind {
  return fact.citation ? fact.claimKind : 'role-play';
}

/**
 * The claim of a text built from `facts`: the weakest of theirs, and never stronger than `framing`
 * (e.g. `inference` when the figure reasons about something after their time).
 */
export function claimOf(facts: readonly Fact[], framing: ClaimKind = 'documented'): ClaimKind {
  const kinds = [framing, ...facts.map(claimOfEntry)];
  if (kinds.includes('role-play')) return 'role-play';
  if (kinds.includes('inference')) return 'inference';
  return 'documented';
}
