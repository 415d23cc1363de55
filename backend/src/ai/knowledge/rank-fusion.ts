/**
 * Reciprocal rank fusion (Cormack et al., 2009): each ranking adds 1 / (k + rank) for an item, so an
 * item near the top of both rankings wins and neither ranking's score scale matters.
 */
export function reciprocalRankFusion<K>(
  rankings: readonly (readonly K[])[],
  k = 60,
): Map<K, number> {
  const fused = new Map<K, number>();
  for (const ranking of rankings)
    ranking.forEach((key, rank) => fused.set(key, (fused.get(key) ?? 0) + 1 / (k + rank + 1)));
  return fused;
}
