import { defaultAnalyser, type TextAnalyser } from './text-analysis';

export interface IndexedDocument<T> {
  item: T;
  /** Text fields with their weight: topics usually count more than prose. */
  fields: { text: string; weight: number }[];
}

export interface Ranked<T> {
  item: T;
  score: number;
}

interface Posting {
  doc: number;
  tf: number;
}

/**
 * Okapi BM25 over weighted fields, with synonym-expanded queries; the index and its queries go
 * through one `TextAnalyser` (stems, phrases, bigrams). An inverted index keeps a search
 * proportional to the documents that share a term with the query; `groupOf` lets a search be
 * limited to some groups (e.g. one figure's facts) at no extra cost.
 */
export class Bm25Index<T> {
  private readonly items: T[];
  private readonly groups: (string | undefined)[];
  private readonly lengths: number[];
  private readonly postings = new Map<string, Posting[]>();
  private readonly idf = new Map<string, number>();
  private readonly averageLength: number;

  constructor(
    documents: IndexedDocument<T>[],
    groupOf?: (item: T) => string,
    private readonly analyser: TextAnalyser = defaultAnalyser,
    private readonly k1 = 1.2,
    private readonly b = 0.6,
  ) {
    this.items = documents.map((d) => d.item);
    this.groups = documents.map((d) => groupOf?.(d.item));
    this.lengths = documents.map(({ fields }, doc) => {
      const tf = new Map<string, number>();
      let length = 0;
      for (const { text, weight } of fields) {
        for (const term of analyser.indexTerms(text)) {
          tf.set(term, (tf.get(term) ?? 0) + weight);
          length += weight;
        }
      }
      for (const [term, count] of tf) {
        const list = this.postings.get(term) ?? [];
        list.push({ doc, tf: count });
        this.postings.set(term, list);
      }
      return length;
    });
    this.averageLength =
      this.lengths.reduce((sum, l) => sum + l, 0) / Math.max(1, this.lengths.length);
    const n = documents.length;
    for (const [term, list] of this.postings)
      this.idf.set(term, Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5)));
  }

  /** How rare a term is among the documents: its IDF (0 for a term no document holds). */
  rarity(term: string): number {
    return this.idf.get(term) ?? 0;
  }

  /**
   * Documents ranked for `query`. The words of `context` (what the query is thought to be about)
   * count too, at `context.weight` of the query's own words, never more than the query counts them.
   */
  search(
    query: string,
    inGroups?: ReadonlySet<string>,
    context?: { text: string; weight: number },
  ): Ranked<T>[] {
    const weights = this.analyser.expandQuery(query);
    if (context)
      for (const [term, weight] of this.analyser.expandQuery(context.text))
        weights.set(term, Math.max(weights.get(term) ?? 0, weight * context.weight));
    const scores = new Map<number, number>();
    for (const [term, queryWeight] of weights) {
      const idf = this.idf.get(term) ?? 0;
      for (const { doc, tf } of this.postings.get(term) ?? []) {
        if (inGroups && !inGroups.has(this.groups[doc]!)) continue;
        const norm =
          tf + this.k1 * (1 - this.b + (this.b * this.lengths[doc]!) / this.averageLength);
        scores.set(doc, (scores.get(doc) ?? 0) + queryWeight * idf * ((tf * (this.k1 + 1)) / norm));
      }
    }
    return [...scores]
      .filter(([, score]) => score > 0)
      .map(([doc, score]) => ({ item: this.items[doc]!, score }))
      .sort((x, y) => y.score - x.score);
  }
}
