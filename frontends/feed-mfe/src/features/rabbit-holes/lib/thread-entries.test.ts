import type { ExplorePost } from '@agora/contracts';
import { describe, expect, it } from 'vitest';
import { entriesOf, refreshedEntries, storedEntries } from './thread-entries';

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

describe(storedEntries.name, () => {
  it('reads a stored thread back without its original post, deep dive and conversation apart', () => {
    const entries = storedEntries([
      { ...post('o'), kind: 'original' },
      { ...post('d1'), kind: 'thread' },
      { ...post('mine'), kind: 'user' },
      { ...post('answer'), kind: 'ai' },
    ]);
    expect(entries.map((e) => [e.post.id, e.kind])).toEqual([
      ['d1', 'deep-dive'],
      ['mine', 'conversation'],
      ['answer', 'conversation'],
    ]);
  });
});
