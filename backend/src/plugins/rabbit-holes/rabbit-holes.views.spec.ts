import type { StoredThreadPost } from './rabbit-holes.repository';
import { toRabbitHolePreview } from './rabbit-holes.views';

function post(overrides: Partial<StoredThreadPost>): StoredThreadPost {
  return {
    id: 'p1',
    kind: 'thread',
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
  it('describes the thread by the post it started from: figure, topic, first lines', () => {
    const opening = post({
      id: 'o',
      kind: 'original',
      topic: 'Science',
      content: 'I isolated radium.',
    });
    expect(toRabbitHolePreview(opening)).toEqual({
      figure: 'Marie Curie',
      title: 'Science',
      description: 'I isolated radium.',
    });
  });

  it('takes the first sentence as the title without a topic, and names no figure for a learner', () => {
    expect(toRabbitHolePreview(post({ kind: 'user', author: 'Explorer7' }))).toEqual({
      title: 'Radium glows',
      description: 'Radium glows. It is unstable.',
    });
  });
});
