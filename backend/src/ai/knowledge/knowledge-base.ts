import { Logger } from '@nestjs/common';
import type { Figure } from '../catalogue/figure';
import { Bm25Index, type Ranked } from './bm25-index';
import { loadKnowledgeVectors } from './embeddings/knowledge-vectors';
import { LocalSentenceEncoder, type SentenceEncoder } from './embeddings/sentence-encoder';
import type { Fact } from './fact';
import { withinLifetime } from './lifetime-guard';
import { reciprocalRankFusion } from './rank-fusion';
import { COMPOUNDS, TextAnalyser } from './text-analysis';

/** A search result: the fused rank score, and how it matched by words and by meaning. */
export interface Hit extends Ranked<Fact> {
  /** BM25 score relative to the best of this search (0–1); 0 when no word matched. */
  lexical: number;
  /** Cosine similarity of the query and the entry (−1–1); 0 without vectors. */
  semantic: number;
}

/** A query, with its sentence vector once `prepare` has computed it. */
export interface SearchQuery {
  text: string;
  vector?: Float32Array;
  /** What the text is thought to be about (a question's topics): its words count for less. */
  context?: string;
}

/**
 * How much a query's context words count against its own words (chosen on the teacher evaluation's
 * development sets: 0.5 and below lost fitting figures, 1 was the old plain concatenation).
 */
const CONTEXT_WEIGHT = 0.75;

export interface FigureMatch {
  figure: Figure;
  score: number;
  facts: Hit[];
}

export interface KnowledgeStatus {
  entries: number;
  semantic: boolean;
  computed: boolean;
  file?: string;
}

/** Below this a sentence vector says nothing about fit. */
const SEMANTIC_FLOOR = 0.15;
/**
 * An entry is about the query when its meaning is close: at least `CLOSE_MEANING`, and within
 * `MEANING_SPREAD` of the best entry of the search (a query with strong matches asks more of the
 * rest); or when its words match well (`CLOSE_WORDS` of the best BM25 score) and its meaning is not
 * far (`NEAR_MEANING`). Measured on the teacher evaluation's questions: fitting entries score
 * 0.40–0.60, unrelated ones 0.05–0.30.
 */
const CLOSE_MEANING = 0.4;
const MEANING_SPREAD = 0.16;
const NEAR_MEANING = 0.3;
const CLOSE_WORDS = 0.6;
/** Without vectors, words alone decide. */
const CLOSE_WORDS_ALONE = 0.45;
const SEMANTIC_DEPTH = 200;
/** Query vectors kept for a repeated query (the analyser's, then the feed's). */
const RECENT_QUERIES = 64;

/**
 * The curated entries of every figure, searchable by words (BM25 over text, topics and the figure's
 * field, with stems, phrases and bigrams) and by meaning (sentence vectors), the two rankings fused.
 * Only entries within their figure's lifetime are ever returned: this is where every consumer gets
 * what a figure may say.
 */
export class KnowledgeBase {
  /** The entries a figure may say. */
  readonly facts: readonly Fact[];
  /** Entries refused because they speak of a time after the figure's death. */
  readonly refused: readonly Fact[];
  private readonly index: Bm25Index<number>;
  private readonly byFigure = new Map<string, Fact[]>();
  private readonly position = new Map<Fact, number>();
  private vectors?: Float32Array[];
  /** Each figure's mean entry vector, computed on first use. */
  private readonly centroids = new Map<string, Float32Array>();
  private readonly recentQueries = new Map<string, Float32Array>();
  private readiness?: Promise<KnowledgeStatus>;
  private readonly log = new Logger('KnowledgeBase');

  constructor(
    readonly figures: readonly Figure[],
    facts: readonly Fact[],
    private readonly encoder: SentenceEncoder | null = new LocalSentenceEncoder(),
  ) {
    const figureByName = new Map(figures.map((f) => [f.name, f]));
    this.facts = facts.filter((fact) => withinLifetime(fact, figureByName.get(fact.figure)));
    this.refused = facts.filter((fact) => !this.facts.includes(fact));
    this.facts.forEach((fact, i) => {
      this.position.set(fact, i);
      this.byFigure.set(fact.figure, [...(this.byFigure.get(fact.figure) ?? []), fact]);
    });
    const topicPhrases = this.facts.flatMap((f) => f.topics).filter((t) => t.includes(' '));
    this.index = new Bm25Index(
      this.facts.map((fact, i) => {
        const figure = figureByName.get(fact.figure);
        return {
          item: i,
          fields: [
            { text: fact.text, weight: 1 },
            { text: fact.topics.join(' , '), weight: 2 },
            {
              text: figure ? `${figure.specialty} , ${figure.topics.join(' , ')}` : '',
              weight: 0.5,
            },
          ],
        };
      }),
      (i) => this.facts[i]!.figure,
      new TextAnalyser([...COMPOUNDS, ...new Set(topicPhrases)]),
    );
  }

  /**
   * Loads the entries' sentence vectors (computed at build time, or once now when missing or stale).
   * Without them, search ranks by words alone.
   */
  ready(): Promise<KnowledgeStatus> {
    this.readiness ??= this.loadVectors();
    return this.readiness;
  }

  /** The query with its sentence vector (after `ready`), for a search by meaning as well as words. */
  async prepare(text: string): Promise<SearchQuery> {
    const status = await this.ready();
    if (!status.semantic || !this.encoder || !text.trim()) return { text };
    // The analyser and the feed embed the same question one after the other: the model runs once.
    let vector = this.recentQueries.get(text);
    if (!vector) {
      [vector] = await this.encoder.embed([text]);
      if (!vector) return { text };
      if (this.recentQueries.size >= RECENT_QUERIES)
        this.recentQueries.delete(this.recentQueries.keys().next().value!);
      this.recentQueries.set(text, vector);
    }
    return { text, vector };
  }

  factsOf(figureName: string): readonly Fact[] {
    return this.byFigure.get(figureName) ?? [];
  }

  /** Entries ranked by fit: BM25 and sentence similarity fused by reciprocal rank. */
  search(query: string | SearchQuery, figureNames?: ReadonlySet<string>): Hit[] {
    const { text, vector, context } = typeof query === 'string' ? { text: query } : query;
    const lexical = this.index.search(
      text,
      figureNames,
      context ? { text: context, weight: CONTEXT_WEIGHT } : undefined,
    );
    const best = lexical[0]?.score || 1;
    const lexicalOf = new Map(lexical.map((h) => [h.item, h.score / best]));
    const semanticOf = new Map<number, number>();
    const semantic: number[] = [];
    if (vector && this.vectors) {
      const scored: [number, number][] = [];
      this.vectors.forEach((row, i) => {
        if (figureNames && !figureNames.has(this.facts[i]!.figure)) return;
        const similarity = dot(vector, row);
        semanticOf.set(i, similarity);
        if (similarity >= SEMANTIC_FLOOR) scored.push([i, similarity]);
      });
      scored.sort((a, b) => b[1] - a[1]);
      semantic.push(...scored.slice(0, SEMANTIC_DEPTH).map(([i]) => i));
    }
    const fused = reciprocalRankFusion([lexical.map((h) => h.item), semantic]);
    return [...fused]
      .sort((a, b) => b[1] - a[1])
      .map(([i, score]) => ({
        item: this.facts[i]!,
        score,
        lexical: lexicalOf.get(i) ?? 0,
        semantic: semanticOf.get(i) ?? 0,
      }));
  }

  /** The hits that are about the query (close in meaning, or in words and not far in meaning), in order. */
  closeHits(hits: readonly Hit[]): Hit[] {
    if (!this.vectors) return hits.filter((h) => h.lexical >= CLOSE_WORDS_ALONE);
    const best = Math.max(0, ...hits.map((h) => h.semantic));
    const meaning = Math.max(CLOSE_MEANING, best - MEANING_SPREAD);
    return hits.filter(
      (h) => h.semantic >= meaning || (h.lexical >= CLOSE_WORDS && h.semantic >= NEAR_MEANING),
    );
  }

  /** How rare a term (as `tokenize` gives it) is among the entries: its IDF, 0 when none has it. */
  rarity(term: string): number {
    return this.index.rarity(term);
  }

  /** The hits not far from the query: near in meaning, or sharing its words when there are no vectors. */
  nearHits(hits: readonly Hit[]): Hit[] {
    if (!this.vectors) return hits.filter((h) => h.lexical > 0);
    return hits.filter((h) => h.semantic >= NEAR_MEANING);
  }

  /**
   * How close a query's meaning is to a figure's field: the cosine of the query and the mean vector of
   * all the figure's entries (0 without vectors). One incidental entry about "seasons" does not make a
   * physician's field astronomy.
   */
  fieldFit(query: SearchQuery, figureName: string): number {
    if (!query.vector || !this.vectors) return 0;
    const centroid = this.centroidOf(figureName, this.vectors);
    return centroid ? dot(query.vector, centroid) : 0;
  }

  private centroidOf(figureName: string, vectors: Float32Array[]): Float32Array | undefined {
    const cached = this.centroids.get(figureName);
    if (cached) return cached;
    const rows = this.factsOf(figureName).map((f) => vectors[this.position.get(f)!]!);
    if (!rows.length) return undefined;
    const centroid = new Float32Array(rows[0]!.length);
    for (const row of rows) for (let i = 0; i < row.length; i++) centroid[i]! += row[i]!;
    const norm = Math.sqrt(dot(centroid, centroid)) || 1;
    for (let i = 0; i < centroid.length; i++) centroid[i]! /= norm;
    this.centroids.set(figureName, centroid);
    return centroid;
  }

  /** Figures ranked by their best matching entries (best + a share of the next two). */
  rankFigures(query: string | SearchQuery, among: readonly Figure[] = this.figures): FigureMatch[] {
    const names = new Set(among.map((f) => f.name));
    const grouped = new Map<string, Hit[]>();
    for (const hit of this.search(query, names))
      grouped.set(hit.item.figure, [...(grouped.get(hit.item.figure) ?? []), hit]);
    return among
      .filter((figure) => grouped.has(figure.name))
      .map((figure) => {
        const facts = grouped.get(figure.name)!;
        const score =
          facts[0]!.score + 0.3 * (facts[1]?.score ?? 0) + 0.15 * (facts[2]?.score ?? 0);
        return { figure, score, facts };
      })
      .sort((x, y) => y.score - x.score);
  }

  private async loadVectors(): Promise<KnowledgeStatus> {
    const entries = this.facts.length;
    if (!this.encoder) return { entries, semantic: false, computed: false };
    try {
      const started = Date.now();
      const loaded = await loadKnowledgeVectors(this.facts, this.encoder);
      this.vectors = loaded.rows;
      if (loaded.computed)
        this.log.log(
          `computed ${entries} knowledge vectors in ${Date.now() - started} ms (missing or stale file), cached in ${loaded.file}`,
        );
      return { entries, semantic: true, computed: loaded.computed, file: loaded.file };
    } catch (error) {
      this.log.warn(`knowledge vectors unavailable, searching by words only: ${String(error)}`);
      return { entries, semantic: false, computed: false };
    }
  }
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}
