import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { CustomCharacterFields } from '@agora/contracts';
import type { AuthUser } from '../../core/auth/auth-user';
import type { CustomCharacterEntity } from './mentors.entities';
import type { MentorsRepository } from './mentors.repository';
import { MentorsService } from './mentors.service';

/** An in-memory stand-in for the repository port. */
class FakeMentorsRepository implements Pick<
  MentorsRepository,
  'listVisibleTo' | 'findById' | 'create' | 'update' | 'delete'
> {
  rows: CustomCharacterEntity[] = [];
  async listVisibleTo(userId: string | null) {
    return this.rows.filter((r) => r.isPublic || r.ownerId === userId);
  }
  async findById(id: string) {
    return this.rows.find((r) => r.id === id) ?? null;
  }
  async create(ownerId: string, fields: CustomCharacterFields) {
    const row = {
      ...fields,
      id: `c${this.rows.length + 1}`,
      ownerId,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    this.rows.push(row);
    return row;
  }
  async update(id: string, fields: CustomCharacterFields) {
    const row = this.rows.find((r) => r.id === id)!;
    Object.assign(row, fields);
    return row;
  }
  async delete(id: string) {
    this.rows = this.rows.filter((r) => r.id !== id);
  }
}

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
  let repository: FakeMentorsRepository;
  let sut: MentorsService;

  beforeEach(() => {
    repository = new FakeMentorsRepository();
    sut = new MentorsService(repository as unknown as MentorsRepository);
  });

  it('lists my mentors and public ones, with isOwner computed for the asker', async () => {
    await sut.create(user('ann'), fields({ name: 'Mine' }));
    await sut.create(user('bob'), fields({ name: 'Bob public', isPublic: true }));
    await sut.create(user('bob'), fields({ name: 'Bob private' }));
    const list = await sut.list(user('ann'));
    expect(list.map((c) => [c.name, c.isOwner])).toEqual([
      ['Mine', true],
      ['Bob public', false],
    ]);
    expect((await sut.list(null)).map((c) => c.name)).toEqual(['Bob public']);
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
});
