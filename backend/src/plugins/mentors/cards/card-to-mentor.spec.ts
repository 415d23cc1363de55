import { CUSTOM_CHARACTER_LIMITS } from '@agora/contracts';
import { longDescription } from '../testing/card-fixtures';
import { DEFAULT_SPECIALTY, mentorFromCard } from './card-to-mentor';
import { InvalidCharacterCard } from './character-card.errors';
import { readCharacterCard } from './read-card';

const fromData = (data: Record<string, unknown>, avatar?: string) =>
  mentorFromCard(readCharacterCard({ spec: 'chara_card_v2', spec_version: '2.0', data }), avatar);

describe(mentorFromCard.name, () => {
  it('summarises a long description into personality by whole sentences and keeps it whole in background', () => {
    const description = `Comet hunter of the north\n${longDescription()}`;
    const { fields } = fromData({ name: 'Caroline', description, first_mes: 'Hello, {{user}}!' });
    expect(description.length).toBeGreaterThan(2800);
    expect(fields.background).toBe(description);
    expect(fields.personality.length).toBeLessThanOrEqual(CUSTOM_CHARACTER_LIMITS.personality);
    expect(fields.personality.length).toBeGreaterThan(800);
    expect(fields.personality).toMatch(/one she saw\.$/);
    expect(description.replace(/\s+/g, ' ').startsWith(fields.personality)).toBe(true);
    expect(fields.specialty).toBe('Comet hunter of the north');
    expect(fields).toMatchObject({ greeting: 'Hello, {{user}}!', avatar: '🤖', isPublic: false });
  });

  it('takes the specialty from the tags first, and a default when there is nothing', () => {
    expect(
      fromData({ name: 'A', tags: ['Astronomy', 'Comets', 'History', 'Extra'] }).fields,
    ).toMatchObject({
      specialty: 'Astronomy, Comets, History',
    });
    expect(fromData({ name: 'A' }).fields).toMatchObject({
      specialty: DEFAULT_SPECIALTY,
      personality: 'A, from a character card.',
    });
  });

  it("uses the card's own personality and our extension, and the PNG's picture as avatar", () => {
    const { fields } = fromData(
      {
        name: 'Owl',
        personality: 'Patient',
        description: 'Watched the skies.',
        extensions: {
          agora: { specialty: 'Astronomy', avatar: '🦉', speakingStyle: 'Short', isPublic: true },
        },
      },
      '/media/00000000-0000-4000-8000-000000000001',
    );
    expect(fields).toMatchObject({
      personality: 'Patient',
      background: 'Watched the skies.',
      specialty: 'Astronomy',
      speakingStyle: 'Short',
      isPublic: true,
      avatar: '/media/00000000-0000-4000-8000-000000000001',
    });
  });

  it('keeps every field it does not use, and other tools\u2019 extensions, as extras', () => {
    const { extras } = fromData({
      name: 'Ada',
      scenario: 'A salon',
      character_book: { entries: [{ keys: ['engine'], content: 'Analytical Engine' }] },
      extensions: { depth_prompt: { depth: 4, prompt: 'Be exact' }, agora: { isPublic: true } },
    });
    expect(extras).toMatchObject({
      scenario: 'A salon',
      character_book: { entries: [{ keys: ['engine'], content: 'Analytical Engine' }] },
      extensions: { depth_prompt: { depth: 4, prompt: 'Be exact' } },
    });
    expect(extras).not.toHaveProperty('name');
    expect(extras.extensions).not.toHaveProperty('agora');
  });

  it('refuses extras over the limit, naming it', () => {
    expect(() => fromData({ name: 'Ada', mes_example: 'x'.repeat(1_100_000) })).toThrow(
      InvalidCharacterCard,
    );
    expect(() => fromData({ name: 'Ada', mes_example: 'x'.repeat(1_100_000) })).toThrow(/1024 KB/);
  });
});
