import type { ExplorePost } from '@agora/contracts';
import { describe, expect, it } from 'vitest';
import { entriesOf, refreshedEntries } from './thread-entries';

const post = (id: string): ExplorePost => ({
  id,
  author: 'Hypatia',
  avatar: '📐',
  specialty: 'Mathematics',
  content: id,
  topic: 'Mathematics',
  sources: [],
  claimKind: 'documented',
  timestamp: '2026-01-01T00:00:00.000Z',
});

describe(refreshedEntries.name, () => {
  it('replaces the deep-dive posts and keeps every reply and answer in order', () => {
    const entries = [
      ...entriesOf('deep-dive', [post('d1'), post('d2')]),
      ...entriesOf('conversation', [post('mine'), post('answer')]),
      ...entriesOf('deep-dive', [post('d3')]),
    ];
    expect(refreshedEntries(entries, [post('n1')]).map((e) => e.post.id)).toEqual([
      'n1',
      'mine',
      'answer',
    ]);
  });
});
