import type { StoredThreadPost } from './rabbit-holes.repository';
import {
  NEUTRAL_RABBIT_HOLE_PREVIEW,
  toRabbitHolePreview,
  toThreadPost,
} from './rabbit-holes.views';

function post(overrides: Partial<StoredThreadPost>): StoredThreadPost {
  return {
    id: 'p1',
    kind: 'thread',
    writtenBy: 'server',
    author: 'Marie Curie',
    avatar: '⚗️',
    specialty: 'Physics',
    content: 'Radium glows. It is unstable.',
    topic: '',
    sources: [],
    claimKind: '',
    provider: null,
    username: null,
    isReply: false,
    replyToId: null,
    replyToAuthor: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  };
}

describe(toRabbitHolePreview.name, () => {
  it('describes the thread by the first post the server wrote: figure, topic, first lines', () => {
    const first = post({ topic: 'Science', content: 'I isolated radium.' });
    expect(toRabbitHolePreview(first)).toEqual({
      figure: 'Marie Curie',
      title: 'Science',
      description: 'I isolated radium.',
    });
  });

  it('takes the first sentence as the title when the post has no topic', () => {
    expect(toRabbitHolePreview(post({ kind: 'ai' }))).toEqual({
      figure: 'Marie Curie',
      title: 'Radium glows',
      description: 'Radium glows. It is unstable.',
    });
  });

  it('names no figure and quotes nothing when the server wrote no post of the thread', () => {
    expect(toRabbitHolePreview(null)).toEqual(NEUTRAL_RABBIT_HOLE_PREVIEW);
    expect(NEUTRAL_RABBIT_HOLE_PREVIEW).not.toHaveProperty('figure');
  });

  it('never shows a client-written post as a figure speaking, whatever its kind', () => {
    for (const kind of ['original', 'thread', 'user'] as const)
      expect(
        toRabbitHolePreview(post({ kind, writtenBy: 'client', content: 'I never said this.' })),
      ).toEqual(NEUTRAL_RABBIT_HOLE_PREVIEW);
  });
});

describe(toThreadPost.name, () => {
  it("gives a figure's post its specialty in the thread's language, and a learner named after a figure none", () => {
    const figure = toThreadPost(post({ specialty: 'Physics and chemistry' }), 'de');
    const learner = toThreadPost(
      post({ kind: 'user', writtenBy: 'client', username: 'Marie Curie', specialty: '' }),
      'de',
    );
    expect(figure.specialty).not.toBe('Physics and chemistry');
    expect(figure.specialty).toMatch(/Physik/);
    expect(learner).toMatchObject({ kind: 'user', author: 'Marie Curie', specialty: '' });
    expect(learner).not.toHaveProperty('unverified');
  });
});
