import type { ChatMessage } from '@agora/contracts';

/** Spec 01 §9: the same content arriving again within this window is a duplicate. */
export const DUPLICATE_WINDOW_MS = 1000;

export type ReceivedMessage = ChatMessage & { receivedAt: number };

/** True when `incoming` is already shown: same id, or same content received less than 1 s ago. */
export function isDuplicate(
  list: readonly ReceivedMessage[],
  incoming: ChatMessage,
  now: number,
): boolean {
  return list.some(
    (m) =>
      m.id === incoming.id ||
      (m.content === incoming.content && now - m.receivedAt < DUPLICATE_WINDOW_MS),
  );
}

/** Adds the new messages that are not duplicates and keeps the list ordered by time. Returns the same list when nothing was added. */
export function mergeMessages(
  list: readonly ReceivedMessage[],
  incoming: readonly ChatMessage[],
  now: number,
): ReceivedMessage[] {
  let next = [...list];
  let added = false;
  for (const message of incoming) {
    if (isDuplicate(next, message, now)) continue;
    next.push({ ...message, receivedAt: now });
    added = true;
  }
  if (!added) return list as ReceivedMessage[];
  next = next.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return next;
}
