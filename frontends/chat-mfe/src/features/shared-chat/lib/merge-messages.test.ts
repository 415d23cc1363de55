import type { ChatMessage } from '@agora/contracts';
import { describe, expect, it } from 'vitest';
import { isDuplicate, mergeMessages, type ReceivedMessage } from './merge-messages';

const message = (id: string, content: string, createdAt: string): ChatMessage => ({
  id,
  role: 'user',
  content,
  persona: 'Socrates',
  emotion: null,
  emotionConfidence: null,
  imageUrl: null,
  audioUrl: null,
  createdAt,
});

describe(mergeMessages.name, () => {
  const first = message('a', 'Hello', '2026-01-01T10:00:00.000Z');

  it('drops a message whose id is already shown, however late it arrives', () => {
    const list = mergeMessages([], [first], 0);
    expect(mergeMessages(list, [{ ...first }], 60_000)).toBe(list);
  });

  it('drops the same content arriving again within 1 s, even with another id', () => {
    const list = mergeMessages([], [first], 1000);
    expect(isDuplicate(list, message('b', 'Hello', '2026-01-01T10:00:00.500Z'), 1999)).toBe(true);
    expect(
      mergeMessages(list, [message('b', 'Hello', '2026-01-01T10:00:00.500Z')], 1999),
    ).toHaveLength(1);
  });

  it('keeps the same content when it arrives 1 s or more later', () => {
    const list = mergeMessages([], [first], 1000);
    expect(
      mergeMessages(list, [message('b', 'Hello', '2026-01-01T10:00:05.000Z')], 2000),
    ).toHaveLength(2);
  });

  it('keeps messages ordered by time whatever order they arrive in', () => {
    const late = message('c', 'Third', '2026-01-01T10:00:03.000Z');
    const early = message('b', 'Second', '2026-01-01T10:00:02.000Z');
    const list: ReceivedMessage[] = mergeMessages(
      mergeMessages([], [first, late], 0),
      [early],
      5000,
    );
    expect(list.map((m) => m.content)).toEqual(['Hello', 'Second', 'Third']);
  });
});
