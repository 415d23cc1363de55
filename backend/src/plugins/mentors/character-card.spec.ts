import { BadRequestException } from '@nestjs/common';
import { fromCharacterCard, toCharacterCard } from './character-card';
import type { CustomCharacterEntity } from './mentors.entities';

const owl: CustomCharacterEntity = {
  id: 'c1',
  ownerId: 'u1',
  name: 'Professor Owl',
  avatar: '🦉',
  specialty: 'Astronomy',
  personality: 'Patient and playful',
  background: 'Watched the skies for a century.',
  speakingStyle: 'Short sentences',
  isPublic: true,
  createdAt: new Date(),
  updatedAt: new Date(),
};

describe('Character Card V2 mapping', () => {
  it('round-trips every field of a mentor through a card', () => {
    const card = toCharacterCard(owl, 'Ada');
    expect(card).toMatchObject({
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: { name: 'Professor Owl', creator: 'Ada', tags: ['Astronomy'] },
    });
    expect(fromCharacterCard(card)).toEqual({
      name: 'Professor Owl',
      avatar: '🦉',
      specialty: 'Astronomy',
      personality: 'Patient and playful',
      background: 'Watched the skies for a century.',
      speakingStyle: 'Short sentences',
      isPublic: true,
    });
  });

  it('reads a foreign card: first tag as specialty, description as personality fallback, private, robot avatar for a bad one', () => {
    const card = {
      spec: 'chara_card_v2' as const,
      spec_version: '2.0' as const,
      data: {
        ...toCharacterCard(owl, 'x').data,
        personality: '',
        description: 'A wise bird',
        tags: ['Birds'],
        extensions: { agora: { avatar: 'javascript:alert(1)' } },
      },
    };
    expect(fromCharacterCard(card)).toMatchObject({
      specialty: 'Birds',
      personality: 'A wise bird',
      avatar: '🤖',
      isPublic: false,
    });
  });

  it('refuses a card without the required fields, naming the field', () => {
    const card = toCharacterCard(owl, 'x');
    const broken = { ...card, data: { ...card.data, tags: [], extensions: {} } };
    expect(() => fromCharacterCard(broken)).toThrow(BadRequestException);
    expect(() => fromCharacterCard(broken)).toThrow(/specialty/);
  });
});
