import type { HomeFeedPost } from '@agora/contracts';
import { describe, expect, it } from 'vitest';
import { conversationTree, oldestReplyId } from './conversation-tree';

const post = (id: string, parentPostId: string | null, second: number): HomeFeedPost => ({
  id,
  content: id,
  userId: 'u1',
  user: { username: 'Ada' },
  isAiResponse: false,
  aiAuthor: null,
  aiAvatar: null,
  aiSpecialty: null,
  parentPostId,
  likes: 0,
  comments: 0,
  liked: false,
  createdAt: new Date(Date.UTC(2026, 10, 1, 0, 0, second)).toISOString(),
  replies: [],
});

const shape = (replies: HomeFeedPost[]): unknown[] =>
  replies.map((r) => (r.replies.length ? [r.id, shape(r.replies)] : r.id));

describe(conversationTree.name, () => {
  it('keeps the feed’s tree as it is while no earlier page is read', () => {
    const root = post('root', null, 0);
    root.replies = [{ ...post('c2', 'root', 3), replies: [post('a2', 'c2', 4)] }];
    expect(conversationTree(root, [])).toBe(root.replies);
  });

  it('nests each reply once under its parent, oldest first, the feed’s copy winning an overlap', () => {
    const root = post('root', null, 0);
    // Shown by the feed: an answer whose comment c1 is earlier, and c2 with its answer.
    root.replies = [
      post('a1', 'c1', 2),
      { ...post('c2', 'root', 3), replies: [{ ...post('a2', 'c2', 4), likes: 5 }] },
    ];
    // Read before the feed moved on: c1, and again a2 (with an older like count).
    const earlier = [post('c1', 'root', 1), post('a2', 'c2', 4)];
    const tree = conversationTree(root, earlier);
    expect(shape(tree)).toEqual([
      ['c1', ['a1']],
      ['c2', ['a2']],
    ]);
    expect(tree[1]!.replies[0]!.likes).toBe(5);
  });

  it('leaves a reply whose parent is still unread directly under the post', () => {
    const root = post('root', null, 0);
    root.replies = [post('c3', 'root', 5)];
    expect(shape(conversationTree(root, [post('a1', 'c1', 2)]))).toEqual(['a1', 'c3']);
  });

  it('finds the oldest reply among nested ones', () => {
    const replies = [
      { ...post('c2', 'root', 3), replies: [post('a2', 'c2', 4)] },
      post('x', 'root', 1),
    ];
    expect(oldestReplyId(replies)).toBe('x');
    expect(oldestReplyId([])).toBeNull();
  });
});
