import type { GroupMessage } from '@agora/contracts';

/**
 * Adds messages by id (a later copy replaces an earlier one: an edited answer, a voice message
 * once transcribed) and keeps them in time order.
 */
export function mergeGroupMessages(list: GroupMessage[], incoming: GroupMessage[]): GroupMessage[] {
  if (!incoming.length) return list;
  const byId = new Map(list.map((m) => [m.id, m]));
  let changed = false;
  for (const m of incoming) {
    const known = byId.get(m.id);
    if (
      known &&
      known.content === m.content &&
      (known.transcript ?? null) === (m.transcript ?? null)
    )
      continue;
    byId.set(m.id, m);
    changed = true;
  }
  if (!changed) return list;
  return [...byId.values()].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
}

/** The key a figure's streamed answer is drafted under until the saved answer arrives. */
export const draftKeyOf = (mentionId: string, figure: string) => `${mentionId}:${figure}`;
