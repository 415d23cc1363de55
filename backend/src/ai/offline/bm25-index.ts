import { expandQuery, tokenize } from './text-analysis';

export interface IndexedDocument<T> {
  item: T;
  /** Text fields with their weight: topics usually count more than prose. */
  fields: { text: string; weight: number }[];
}

export interface Ranked<T> {
  item: T;
  score: number;
}

/** Okapi BM25 over weighted fields, with synonym-expanded queries. */
export class Bm25Index<T> {
  private readonly docs: { item: T; tf: Map<string, number>; length: number }[];
  private readonly idf = new Map<string, number>();
  private readonly averageLength: number;

  constructor(
    documents: IndexedDocument<T>[],
    private readonly k1 = 1.2,
    private readonly b = 0.6,
  ) {
    this.docs = documents.map(({ item, fields }) => {
      const tf = new Map<string, number>();
      let length = 0;
      for (const { text, weight } of fields) {
        for (const term of tokenize(text)) {
          tf.set(term, (tf.get(term) ?? 0) + weight);
          length += weight;
        }
      }
      return { item, tf, length };
    });
    this.averageLength =
      this.docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, this.docs.length);
    const documentFrequency = new Map<string, number>();
    for (const doc of this.docs)
      for (const term of doc.tf.keys())
        documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    const n = this.docs.length;
    for (const [term, df] of documentFrequency)
      this.idf.set(term, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
  }

  search(query: string, filter?: (item: T) => boolean): Ranked<T>[] {
    const terms = expandQuery(query);
    if (terms.size === 0) return [];
    const results: Ranked<T>[] = [];
    for (const doc of this.docs) {
      if (filter && !filter(doc.item)) continue;
      let score = 0;
      for (const [term, queryWeight] of terms) {
        const tf = doc.tf.get(term);
        if (!tf) continue;
        const norm = tf + this.k1 * (1 - this.b + (this.b * doc.length) / this.averageLength);
        score += queryWeight * (this.idf.get(term) ?? 0) * ((tf * (this.k1 + 1)) / norm);
      }
      if (score > 0) results.push({ item: doc.item, score });
    }
    return results.sort((x, y) => y.score - x.score);
  }
}
