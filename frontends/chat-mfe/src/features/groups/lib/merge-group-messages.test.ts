import type { GroupMessage } from '@agora/contracts';
import { describe, expect, it } from 'vitest';
import { mergeGroupMessages } from './merge-group-messages';

const msg = (id: string, createdAt: string, content = id): GroupMessage => ({
  id,
  groupId: 'g',
  userId: 'u',
  characterId: null,
  user: { username: 'Ada' },
  content,
  createdAt,
  mentions: [],
  replyToMessage: null,
  attachments: [],
});

describe('mergeGroupMessages', () => {
  it('adds each message once, in time order', () => {
    const list = [msg('b', '2026-01-01T10:00:02Z')];
    const merged = mergeGroupMessages(list, [
      msg('a', '2026-01-01T10:00:01Z'),
      msg('b', '2026-01-01T10:00:02Z'),
    ]);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b']);
  });

  it('takes a voice message again once it was transcribed', () => {
    const list = [msg('a', '2026-01-01T10:00:01Z', '')];
    const heard = { ...msg('a', '2026-01-01T10:00:01Z', ''), transcript: 'Marie Curie, why?' };
    expect(mergeGroupMessages(list, [heard])[0]!.transcript).toBe('Marie Curie, why?');
  });

  it('keeps the same list when nothing is new', () => {
    const list = [msg('a', '2026-01-01T10:00:01Z')];
    expect(mergeGroupMessages(list, [msg('a', '2026-01-01T10:00:01Z')])).toBe(list);
  });
});
