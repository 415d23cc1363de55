import type { ClaimKind, TopicCategory } from '@agora/contracts';

/** A life event or a quotation (`biography`), or an idea explained in the figure's own voice. */
export type EntryKind = 'biography' | 'explanation';

/** One entry of the curated knowledge base: a true statement written in the figure's own voice. */
export interface Fact {
  /** `<figure-slug>/<entry-slug>`: stable, used to tell entries apart (never shown to a reader). */
  id: string;
  figure: string;
  kind: EntryKind;
  text: string;
  topics: string[];
  /**
   * `documented`: the record says so (citation required). `inference`: a reasoned reading of the
   * record, or the idea is the figure's own work put in our words (cited). `role-play`: the
   * figure's imagined voice explaining an idea of their time; true, but not their words.
   */
  claimKind: ClaimKind;
  /** Readable source: work, year and passage, e.g. "Dialogue Concerning Two New Sciences (1638), Day 3". */
  citation: string | null;
  /** The year the entry refers to (negative is BCE); never after the figure's death. */
  year: number;
  /** The topic category an explanation teaches (one of the 20); null for biography entries. */
  category: TopicCategory | null;
}

/** [slug, first-person text, space-separated topics (underscore joins words), year, citation]. */
export type DocumentedRow = readonly [
  slug: string,
  text: string,
  topics: string,
  year: number,
  citation: string,
];
/** As a documented row, for anecdotes and readings of the record; the citation names who tells it. */
export type InferredRow = DocumentedRow;
/** [slug, text, topics, year, citation or null]: an idea explained in the figure's own voice. */
export type ExplanationRow = readonly [
  slug: string,
  text: string,
  topics: string,
  year: number,
  citation: string | null,
];

export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const topicList = (topics: string) =>
  topics
    .split(' ')
    .map((t) => t.replace(/_/g, ' '))
    .filter((t) => t.length > 2);

/** Life events and quotations the record documents, each with its citation. */
export function documented(figure: string, rows: readonly DocumentedRow[]): Fact[] {
  return rows.map(([slug, text, topics, year, citation]) => ({
    id: `${slugify(figure)}/${slug}`,
    figure,
    kind: 'biography',
    text,
    topics: topicList(topics),
    claimKind: 'documented',
    citation,
    year,
    category: null,
  }));
}

/** Anecdotes and readings of the record (told by others, or reasonably inferred), with their source. */
export function inferred(figure: string, rows: readonly InferredRow[]): Fact[] {
  return documented(figure, rows).map((fact) => ({ ...fact, claimKind: 'inference' }));
}

/**
 * Ideas the figure explains in their own voice, in the words of their own time, for one category.
 * With a citation of the figure's own work the entry is an `inference` (their idea, our wording);
 * without one it is `role-play` (their imagined voice).
 */
export function explained(
  figure: string,
  category: TopicCategory,
  rows: readonly ExplanationRow[],
): Fact[] {
  return rows.map(([slug, text, topics, year, citation]) => ({
    id: `${slugify(figure)}/${slug}`,
    figure,
    kind: 'explanation',
    text,
    topics: topicList(topics),
    claimKind: citation ? 'inference' : 'role-play',
    citation,
    year,
    category,
  }));
}
