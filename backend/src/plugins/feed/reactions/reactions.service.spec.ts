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
    expect(await sut.list('like', 'u1')).toEqual([
      expect.objectContaining({ id: 'p1', author: 'Marie Curie', content: 'Radium glows.' }),
    ]);
    expect(await sut.like('u1', 'p1', post)).toEqual({ liked: false });
    expect(await sut.list('like', 'u1')).toEqual([]);
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
});
