import { TOPIC_CATEGORIES } from '@agora/contracts';

/**
 * The subject of the n-th batch written for the pool: cycling through the 20 categories keeps the
 * historical feed varied (one query would keep yielding the same facts).
 */
export function poolSubject(n: number): string[] {
  return [
    TOPIC_CATEGORIES[
      ((n % TOPIC_CATEGORIES.length) + TOPIC_CATEGORIES.length) % TOPIC_CATEGORIES.length
    ]!,
  ];
}

export function randomPoolSubject(): string[] {
  return poolSubject(Math.floor(Math.random() * TOPIC_CATEGORIES.length));
}
