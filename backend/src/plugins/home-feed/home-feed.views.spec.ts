import type { StoredPost } from './home-feed.repository';
import { toFeedPost, toFeedPosts } from './home-feed.views';

const post = (over: Partial<StoredPost>): StoredPost => ({
  id: 'p1',
  rootPostId: null,
  parentPostId: null,
  userId: null,
  username: null,
  isAiResponse: true,
  aiAuthor: 'Marie Curie',
  aiAvatar: '⚛️',
  aiSpecialty: 'Physicist and chemist',
  content: 'Patience first.',
  language: 'en',
  topics: [],
  likes: 0,
  repliesWrittenAt: null,
  createdAt: new Date('2026-11-01T00:00:00Z'),
  ...over,
});

describe('home feed views', () => {
  it('give a figure’s specialty in the reader’s language, whatever language the post was written in', () => {
    const [first] = toFeedPosts([post({ language: 'en' })], [], new Set(), 'de');
    expect(first!.aiSpecialty).toBe('Physikerin und Chemikerin');
  });

  it('default to the post’s own language for its author (a fresh post or reply)', () => {
    expect(toFeedPost(post({ language: 'de' })).aiSpecialty).toBe('Physikerin und Chemikerin');
    expect(toFeedPost(post({ language: 'de' }), false, 0, 'en').aiSpecialty).toBe(
      'Physicist and chemist',
    );
  });
});
