import type { RabbitHole, ThreadPost } from '@agora/contracts';
import { registerTranslations } from '@agora/ui';
import { renderWithHost, setupMockApi } from '@agora/ui/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { feedTranslations } from '../../../locales/all-locales';
import { SharedThread } from './shared-thread';

registerTranslations('feed', feedTranslations);

const HOLE_ID = '0b9e7a52-3c1d-4f7e-9a61-2f4c8d5e6a7b';
const UNVERIFIED = 'Added by whoever opened this rabbit hole, not written by Agora';

function post(overrides: Partial<ThreadPost>): ThreadPost {
  return {
    id: overrides.content ?? 'p',
    kind: 'thread',
    author: 'Marie Curie',
    avatar: '⚗️',
    specialty: 'Physics',
    content: '',
    topic: '',
    sources: [],
    claimKind: 'documented',
    timestamp: new Date().toISOString(),
    ...overrides,
  };
}

const hole: RabbitHole = {
  id: HOLE_ID,
  originalPostId: 'sample-1',
  language: 'en',
  createdAt: new Date().toISOString(),
  posts: [
    post({ kind: 'original', content: 'Radium water cures everything.', unverified: true }),
    post({ content: 'Radium is dangerous to handle without care.' }),
    post({ kind: 'user', avatar: '🧑', specialty: '', content: 'I am the real Marie Curie.' }),
  ],
};

setupMockApi(http.get(`/api/rabbit-holes/${HOLE_ID}`, () => HttpResponse.json(hole)));

describe('shared rabbit-hole thread', () => {
  it('says which figure posts the server did not write, and only those', async () => {
    renderWithHost(<SharedThread id={HOLE_ID} onClose={() => undefined} />, { user: null });
    const cards = await screen.findAllByTestId('post-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText(UNVERIFIED)).toBeInTheDocument();
    expect(within(cards[1]!).queryByText(UNVERIFIED)).not.toBeInTheDocument();
  });

  it("labels a learner's reply as a learner's, whatever name it was posted under", async () => {
    renderWithHost(<SharedThread id={HOLE_ID} onClose={() => undefined} />, { user: null });
    const cards = await screen.findAllByTestId('post-card');
    expect(within(cards[2]!).getByText('Marie Curie')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Learner')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('Learner')).not.toBeInTheDocument();
  });
});
