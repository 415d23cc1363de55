import type { StoredPost } from './home-feed.repository';
import { type FeedReading, toConversations, toFeedPost } from './home-feed.views';

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

const reading = (over: Partial<FeedReading> = {}): FeedReading => ({
  liked: new Set(),
  replyCounts: new Map(),
  language: 'en',
  ...over,
});

describe('home feed views', () => {
  it('give a figure’s specialty in the reader’s language, whatever language the post was written in', () => {
    const [first] = toConversations(
      [post({ language: 'en' })],
      [],
      new Map(),
      reading({ language: 'de' }),
    );
    expect(first!.aiSpecialty).toBe('Physikerin und Chemikerin');
  });

  it('put a reply whose parent is not shown under the top-level post, and count what is not shown', () => {
    const root = post({ id: 'root', isAiResponse: false, aiAuthor: null, userId: 'u1' });
    const at = (s: number) => new Date(Date.UTC(2026, 10, 1, 0, 0, s));
    // Shown: the newest three of five replies; the learner's comment c1 is older than them.
    const answer = post({ id: 'a1', rootPostId: 'root', parentPostId: 'c1', createdAt: at(3) });
    const comment = post({
      id: 'c2',
      rootPostId: 'root',
      parentPostId: 'root',
      isAiResponse: false,
      aiAuthor: null,
      userId: 'u2',
      createdAt: at(4),
    });
    const answer2 = post({ id: 'a2', rootPostId: 'root', parentPostId: 'c2', createdAt: at(5) });
    const [shown] = toConversations(
      [root],
      [answer, comment, answer2],
      new Map([['root', 5]]),
      reading({
        replyCounts: new Map([
          ['root', 2],
          ['c2', 1],
        ]),
        liked: new Set(['a2']),
      }),
    );
    expect(shown!.earlierReplies).toBe(2);
    expect(shown!.comments).toBe(2);
    expect(shown!.replies.map((r) => [r.id, r.parentPostId])).toEqual([
      ['a1', 'c1'],
      ['c2', 'root'],
    ]);
    expect(shown!.replies[1]!.replies.map((r) => [r.id, r.liked])).toEqual([['a2', true]]);
  });

  it('default to the post’s own language for its author (a fresh post or reply)', () => {
    expect(toFeedPost(post({ language: 'de' })).aiSpecialty).toBe('Physikerin und Chemikerin');
    expect(toFeedPost(post({ language: 'de' }), false, 0, 'en').aiSpecialty).toBe(
      'Physicist and chemist',
    );
  });
});
