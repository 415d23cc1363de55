import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { CustomCharacterFields } from '@agora/contracts';
import type { AuthUser } from '../../core/auth/auth-user';
import { MentorsService } from './mentors.service';
import { InMemoryMentorsRepository } from './testing/in-memory-mentors';

const user = (id: string): AuthUser => ({
  id,
  email: `${id}@example.com`,
  firstName: id,
  isAdmin: false,
});
const fields = (overrides: Partial<CustomCharacterFields> = {}): CustomCharacterFields => ({
  name: 'Owl',
  avatar: '🦉',
  specialty: 'Astronomy',
  personality: 'Patient',
  background: '',
  speakingStyle: '',
  isPublic: false,
  ...overrides,
});

describe(MentorsService.name, () => {
  let repository: InMemoryMentorsRepository;
  let sut: MentorsService;

  beforeEach(() => {
    repository = new InMemoryMentorsRepository();
    sut = new MentorsService(repository);
  });

  it('lists my mentors and public ones, newest first, with isOwner computed for the asker', async () => {
    await sut.create(user('ann'), fields({ name: 'Mine' }));
    await sut.create(user('bob'), fields({ name: 'Bob public', isPublic: true }));
    await sut.create(user('bob'), fields({ name: 'Bob private' }));
    const { items: list } = await sut.list(user('ann'));
    expect(list.map((c) => [c.name, c.isOwner])).toEqual([
      ['Bob public', false],
      ['Mine', true],
    ]);
    expect((await sut.list(null)).items.map((c) => c.name)).toEqual(['Bob public']);
  });

  it('pages the list with a cursor until the last page, which has none', async () => {
    for (let i = 0; i < 5; i++)
      await sut.create(user('bob'), fields({ name: `M${i}`, isPublic: true }));
    const first = await sut.list(null, { limit: 2 });
    expect(first.items.map((c) => c.name)).toEqual(['M4', 'M3']);
    const second = await sut.list(null, { limit: 2, cursor: first.nextCursor! });
    expect(second.items.map((c) => c.name)).toEqual(['M2', 'M1']);
    const last = await sut.list(null, { limit: 2, cursor: second.nextCursor! });
    expect(last).toEqual({ items: [expect.objectContaining({ name: 'M0' })], nextCursor: null });
  });

  it("hides someone else's private mentor (404) and refuses changes to their public one (403)", async () => {
    const hidden = await sut.create(user('bob'), fields());
    const shown = await sut.create(user('bob'), fields({ isPublic: true }));
    await expect(sut.personaFor('ann', hidden.id)).rejects.toBeInstanceOf(NotFoundException);
    await expect(sut.update(user('ann'), hidden.id, fields())).rejects.toBeInstanceOf(
      NotFoundException,
    );
    await expect(sut.update(user('ann'), shown.id, fields())).rejects.toBeInstanceOf(
      ForbiddenException,
    );
    await expect(sut.remove(user('ann'), shown.id)).rejects.toBeInstanceOf(ForbiddenException);
    await expect(sut.personaFor('ann', shown.id)).resolves.toMatchObject({
      name: 'Owl',
      specialty: 'Astronomy',
      personality: 'Patient',
    });
  });

  it('lets the owner update and delete a mentor, after which it is gone for everyone', async () => {
    const mine = await sut.create(user('ann'), fields({ isPublic: true }));
    expect(
      await sut.update(user('ann'), mine.id, fields({ name: 'Wise Owl', isPublic: true })),
    ).toMatchObject({ name: 'Wise Owl', isOwner: true });
    expect(await sut.remove(user('ann'), mine.id)).toEqual({ success: true });
    expect((await sut.list(user('bob'))).items).toEqual([]);
    await expect(sut.personaFor('bob', mine.id)).rejects.toBeInstanceOf(NotFoundException);
  });
});
