import type { ExplorePost } from '@agora/contracts';
import { describe, expect, it } from 'vitest';
import { threadHash, threadInAddress, threadState } from './thread-address';

const ID = '0b9e7a52-3c1d-4f7e-9a61-2f4c8d5e6a7b';
const original: ExplorePost = {
  id: 'p1',
  author: 'Hypatia',
  avatar: '📐',
  specialty: 'Mathematics',
  content: 'Conic sections.',
  topic: 'Mathematics & Physics',
  sources: [],
  claimKind: 'documented',
  timestamp: '2026-01-01T00:00:00.000Z',
};

describe(threadInAddress.name, () => {
  it('reads a thread opened here from the entry state, with its link once stored', () => {
    expect(threadInAddress({ hash: '', state: threadState(original) })).toEqual({
      kind: 'own',
      original,
      id: null,
    });
    expect(threadInAddress({ hash: threadHash(ID), state: threadState(original) })).toEqual({
      kind: 'own',
      original,
      id: ID,
    });
  });

  it('reads a share link alone (any case) as the stored thread, read-only', () => {
    expect(threadInAddress({ hash: `#/rabbit-hole/${ID.toUpperCase()}`, state: null })).toEqual({
      kind: 'shared',
      id: ID,
    });
  });

  it('finds no thread in another hash or in a state of another shape', () => {
    for (const hash of ['', '#/rabbit-hole/', '#/rabbit-hole/not-an-id', `#/other/${ID}`])
      expect(threadInAddress({ hash, state: null })).toBeNull();
    expect(threadInAddress({ hash: '', state: { rabbitHole: { id: 'p1' } } })).toBeNull();
    expect(threadInAddress({ hash: '', state: 'rabbitHole' })).toBeNull();
  });
});
