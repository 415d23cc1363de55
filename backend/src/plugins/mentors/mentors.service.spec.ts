import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { CustomCharacterFields } from '@agora/contracts';
import type { AuthUser } from '../../core/auth/auth-user';
import { MentorsService } from './mentors.service';
import { InvalidCharacterCard } from './cards/character-card.errors';
import { readPngCard } from './cards/png-card';
import { CardImportQuotaExceeded } from './card-import-quota';
import {
  MENTORS_PER_ACCOUNT,
  MentorCreateQuotaExceeded,
  MentorLimitReached,
} from './mentor-limits';
import { CountingCardImportQuota } from './testing/counting-card-import-quota';
import { CountingMentorCreateQuota } from './testing/counting-mentor-create-quota';
import { InMemoryMentorAvatars } from './testing/in-memory-mentor-avatars';
import { InMemoryMentorsRepository } from './testing/in-memory-mentors';
import { cardPng, longDescription, picturePng, textChunksOf } from './testing/card-fixtures';

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
  greeting: '',
  isPublic: false,
  ...overrides,
});

describe(MentorsService.name, () => {
  let repository: InMemoryMentorsRepository;
  let avatars: InMemoryMentorAvatars;
  let quota: CountingCardImportQuota;
  let createQuota: CountingMentorCreateQuota;
  let sut: MentorsService;

  beforeEach(() => {
    repository = new InMemoryMentorsRepository();
    avatars = new InMemoryMentorAvatars();
    quota = new CountingCardImportQuota();
    createQuota = new CountingMentorCreateQuota();
    sut = new MentorsService(repository, avatars, quota, createQuota);
  });

  it('lists my mentors first, then public ones, newest first, with isOwner computed for the asker', async () => {
    await sut.create(user('ann'), fields({ name: 'Mine' }));
    await sut.create(user('bob'), fields({ name: 'Bob public', isPublic: true }));
    await sut.create(user('bob'), fields({ name: 'Bob private' }));
    const { items: list } = await sut.list(user('ann'));
    expect(list.map((c) => [c.name, c.isOwner])).toEqual([
      ['Mine', true],
      ['Bob public', false],
    ]);
  });

  it('pages the list with a cursor until the last page, which has none', async () => {
    for (let i = 0; i < 5; i++)
      await sut.create(user('bob'), fields({ name: `M${i}`, isPublic: true }));
    const first = await sut.list(user('ann'), { limit: 2 });
    expect(first.items.map((c) => c.name)).toEqual(['M4', 'M3']);
    const second = await sut.list(user('ann'), { limit: 2, cursor: first.nextCursor! });
    expect(second.items.map((c) => c.name)).toEqual(['M2', 'M1']);
    const last = await sut.list(user('ann'), { limit: 2, cursor: second.nextCursor! });
    expect(last).toEqual({ items: [expect.objectContaining({ name: 'M0' })], nextCursor: null });
  });

  it('counts every create against a daily allowance per user', async () => {
    createQuota.taken.set('ann', 50);
    await expect(sut.create(user('ann'), fields())).rejects.toBeInstanceOf(
      MentorCreateQuotaExceeded,
    );
    await expect(sut.create(user('bob'), fields())).resolves.toMatchObject({ name: 'Owl' });
    expect(repository.rows).toHaveLength(1);
  });

  it('refuses a mentor past the cap one account may own (409), written or imported', async () => {
    for (let i = 0; i < MENTORS_PER_ACCOUNT; i++)
      await repository.createCapped('ann', fields(), { maxOwned: Infinity });
    const png = cardPng({ name: 'Owl' }).toString('base64');
    const attempts = [
      () => sut.create(user('ann'), fields()),
      () => sut.importCard(user('ann'), { name: 'Card' }),
      () => sut.importCardFile(user('ann'), { contentBase64: png }),
    ];
    for (const attempt of attempts)
      await expect(attempt()).rejects.toBeInstanceOf(MentorLimitReached);
    expect(repository.rows).toHaveLength(MENTORS_PER_ACCOUNT);
    expect(avatars.stored.size).toBe(0);
    await sut.remove(user('ann'), repository.rows[0]!.id);
    await expect(sut.create(user('ann'), fields())).resolves.toMatchObject({ isOwner: true });
    await expect(sut.create(user('bob'), fields())).resolves.toMatchObject({ isOwner: true });
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

  describe('character cards', () => {
    const toFile = (bytes: Buffer) => ({ contentBase64: bytes.toString('base64') });
    const foreignCard = {
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: {
        name: 'Caroline',
        description: longDescription(),
        first_mes: 'Good evening. Shall we look for comets?',
        character_book: { entries: [{ keys: ['comet'], content: 'Eight comets found' }] },
        extensions: { talkativeness: '0.5', depth_prompt: { depth: 4, prompt: 'Be kind' } },
      },
    };

    it("imports another tool's PNG card: the picture becomes the avatar, the importer the owner", async () => {
      const mentor = await sut.importCardFile(user('ann'), toFile(cardPng(foreignCard)));
      expect(mentor).toMatchObject({
        name: 'Caroline',
        isOwner: true,
        isPublic: false,
        greeting: 'Good evening. Shall we look for comets?',
        background: foreignCard.data.description,
      });
      const stored = await avatars.read(mentor.avatar);
      expect(stored).not.toBeNull();
      expect(textChunksOf(stored!)).toEqual({});
      expect((await sut.list(user('bob'))).items).toEqual([]);
    });

    it('exports a PNG with the picture and a card whose unknown fields survive a re-import', async () => {
      const mentor = await sut.importCardFile(user('ann'), toFile(cardPng(foreignCard)));
      const { png, fileName } = await sut.exportCardPng(user('ann'), mentor.id);
      expect(fileName).toBe('Caroline.card.png');
      const card = JSON.parse(Buffer.from(textChunksOf(png).chara!, 'base64').toString('utf8'));
      expect(card.data).toMatchObject({
        name: 'Caroline',
        first_mes: foreignCard.data.first_mes,
        character_book: foreignCard.data.character_book,
        extensions: { ...foreignCard.data.extensions, agora: { avatar: mentor.avatar } },
      });
      const again = await sut.importCardFile(user('bob'), toFile(png));
      expect(again).toMatchObject({ name: 'Caroline', isOwner: true, greeting: mentor.greeting });
      expect(await sut.exportCard(user('bob'), again.id)).toMatchObject({
        data: {
          character_book: foreignCard.data.character_book,
          extensions: foreignCard.data.extensions,
        },
      });
    });

    it('draws a picture in the palette for a mentor whose avatar is an emoji or no PNG of ours', async () => {
      const mentor = await sut.create(user('ann'), fields());
      const { png } = await sut.exportCardPng(user('ann'), mentor.id);
      expect(JSON.parse(readPngCard(png).json)).toMatchObject({ spec: 'chara_card_v3' });
      expect(png.readUInt32BE(16)).toBe(300);
      const broken = await avatars.store(Buffer.from('not a png at all'));
      const other = await sut.create(user('ann'), fields({ avatar: broken }));
      const fallback = await sut.exportCardPng(user('ann'), other.id);
      expect(fallback.png.readUInt32BE(16)).toBe(300);
    });

    it('imports V1 JSON and refuses what it cannot read, naming the problem and storing nothing', async () => {
      const v1 = await sut.importCardFile(
        user('ann'),
        toFile(Buffer.from(JSON.stringify({ name: 'Old', description: 'From 2023.' }))),
      );
      expect(v1).toMatchObject({ name: 'Old', specialty: 'From 2023', personality: 'From 2023.' });
      const refusals: [Buffer, RegExp][] = [
        [picturePng(), /PNG has no chara or ccv3 text chunk/],
        [Buffer.from('{"name": '), /not valid JSON/],
        [Buffer.from('hello'), /neither a PNG image nor a JSON card/],
        [Buffer.from(`${'['.repeat(40)}${']'.repeat(40)}`), /deeper than 32 levels/],
        [
          cardPng({ spec: 'chara_card_v3', spec_version: '4.0', data: { name: 'x' } }),
          /spec_version 4\.0 is not supported/,
        ],
      ];
      for (const [bytes, reason] of refusals) {
        const attempt = sut.importCardFile(user('ann'), toFile(bytes));
        await expect(attempt).rejects.toBeInstanceOf(InvalidCharacterCard);
        await expect(sut.importCardFile(user('ann'), toFile(bytes))).rejects.toThrow(reason);
      }
      expect(avatars.stored.size).toBe(0);
      expect(repository.rows).toHaveLength(1);
    });

    it('counts every import against a daily allowance per user', async () => {
      quota.taken.set('ann', 50);
      const card = { name: 'Fifty-first' };
      await expect(sut.importCard(user('ann'), card)).rejects.toBeInstanceOf(
        CardImportQuotaExceeded,
      );
      await expect(sut.importCard(user('bob'), card)).resolves.toMatchObject({
        name: 'Fifty-first',
      });
    });
  });
});
