import { REACTIONS_PER_USER_MAX } from '@agora/contracts';
import { BadRequestException } from '@nestjs/common';
import { InMemoryReactions } from '../testing/in-memory-reactions';
import { ReactionsService } from './reactions.service';

const post = { postContent: 'Radium glows.', postAuthor: 'Marie Curie', postTopic: 'Science' };

describe(ReactionsService.name, () => {
  let reactions: InMemoryReactions;
  let sut: ReactionsService;

  beforeEach(() => {
    reactions = new InMemoryReactions();
    sut = new ReactionsService(reactions);
  });

  it('toggles a like on and off', async () => {
    expect(await sut.like('u1', 'p1', post)).toEqual({ liked: true });
    expect((await sut.page('like', 'u1', { limit: 50 })).items).toEqual([
      expect.objectContaining({ id: 'p1', author: 'Marie Curie', content: 'Radium glows.' }),
    ]);
    expect(await sut.like('u1', 'p1', post)).toEqual({ liked: false });
    expect(await sut.page('like', 'u1', { limit: 50 })).toEqual({ items: [], nextCursor: null });
  });

  it('refuses a reaction to a post the server does not know, naming postContent', async () => {
    const refused = sut.save('u1', 'never-seen', { postAuthor: 'X' });
    await expect(refused).rejects.toBeInstanceOf(BadRequestException);
    await expect(sut.save('u1', 'never-seen', { postAuthor: 'X' })).rejects.toThrow(/postContent/);
  });

  it('adds likes, saves and questions up on the profile', async () => {
    await sut.like('u1', 'p1', post);
    await sut.save('u1', 'p1', {});
    await sut.recordQuestion('u1', 'Why?');
    await sut.like('u2', 'p1', post);
    expect(await sut.profile('u1')).toEqual({
      stats: { likes: 1, totalLikes: 1, saves: 1, totalSaves: 1, posts: 1, totalActivity: 3 },
    });
    expect((await sut.activity('u1')).map((a) => a.action)).toEqual(['save', 'like']);
  });

  it('pages the liked posts newest first, each once, until a last page without a cursor', async () => {
    for (let i = 0; i < 7; i++) await sut.like('u1', `p${i}`, post);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await sut.page('like', 'u1', { limit: 3, cursor });
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(['p6', 'p5', 'p4', 'p3', 'p2', 'p1', 'p0']);
    await expect(sut.page('like', 'u1', { limit: 3, cursor: 'forged' })).rejects.toThrow(/^cursor/);
  });

  it(`keeps at most ${REACTIONS_PER_USER_MAX} likes per user, refusing one more with a 409 naming the limit`, async () => {
    for (let i = 0; i < REACTIONS_PER_USER_MAX; i++) await sut.like('u1', `p${i}`, post);
    const refused = sut.like('u1', 'one-more', post);
    await expect(refused).rejects.toMatchObject({
      status: 409,
      details: { limit: REACTIONS_PER_USER_MAX },
    });
    await expect(sut.like('u1', 'one-more', post)).rejects.toThrow(`${REACTIONS_PER_USER_MAX}`);
    // Saves count apart, another user has their own, and unliking makes room again.
    await expect(sut.save('u1', 'one-more', post)).resolves.toEqual({ saved: true });
    await expect(sut.like('u2', 'one-more', post)).resolves.toEqual({ liked: true });
    await expect(sut.like('u1', 'p0', post)).resolves.toEqual({ liked: false });
    await expect(sut.like('u1', 'one-more', post)).resolves.toEqual({ liked: true });
    expect(await sut.postIds('like', 'u1')).toHaveLength(REACTIONS_PER_USER_MAX);
  });
});
