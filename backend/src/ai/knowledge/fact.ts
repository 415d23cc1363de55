/** One entry of the curated knowledge base: a true statement written in the figure's own voice. */
export interface Fact {
  /** `<figure-slug>/<entry-slug>`: quoted in `sources`. */
  id: string;
  figure: string;
  text: string;
  topics: string[];
}

/** Compact authoring form: [entry slug, first-person text, space-separated topics]. */
export type FactRow = readonly [slug: string, text: string, topics: string];

export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function toFacts(figure: string, rows: readonly FactRow[]): Fact[] {
  return rows.map(([slug, text, topics]) => ({
    id: `${slugify(figure)}/${slug}`,
    figure,
    text,
    topics: topics
      .split(' ')
      .map((t) => t.replace(/_/g, ' '))
      .filter((t) => t.length > 2),
  }));
}
