import { InvalidCharacterCard } from './character-card.errors';
import { readCharacterCard } from './read-card';

function reasonOf(card: unknown): string {
  try {
    readCharacterCard(card);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidCharacterCard);
    return (error as Error).message;
  }
  throw new Error('expected the card to be refused');
}

describe(readCharacterCard.name, () => {
  it('reads a V1 card from its flat fields, comma-separated tags included', () => {
    expect(
      readCharacterCard({ name: 'Ada', description: 'Analyst', first_mes: 'Hi', tags: 'a, b' }),
    ).toMatchObject({
      version: 'v1',
      data: { name: 'Ada', description: 'Analyst', first_mes: 'Hi', tags: ['a', 'b'] },
    });
  });

  it('reads V2 and V3 from data, nulls read as empty and unknown fields kept', () => {
    const v2 = readCharacterCard({
      spec: 'chara_card_v2',
      spec_version: '2.0',
      name: 'top-level copy',
      data: { name: 'Ada', personality: null, character_book: { entries: [] } },
    });
    expect(v2).toMatchObject({
      version: 'v2',
      data: {
        name: 'Ada',
        personality: '',
        tags: [],
        extensions: {},
        character_book: { entries: [] },
      },
    });
    const v3 = readCharacterCard({
      spec: 'chara_card_v3',
      spec_version: '3.1',
      data: { name: 'Ada', group_only_greetings: ['Hi all'] },
    });
    expect(v3).toMatchObject({ version: 'v3', data: { group_only_greetings: ['Hi all'] } });
  });

  it('says which part of a card is wrong', () => {
    expect(reasonOf({ spec: 'chara_card_v3', spec_version: '4.0', data: { name: 'x' } })).toBe(
      'spec_version 4.0 is not supported for chara_card_v3',
    );
    expect(reasonOf({ spec: 'chara_card_v2', data: { description: 'x' } })).toBe(
      'data.name is missing',
    );
    expect(reasonOf({ description: 'no name' })).toBe('name is missing');
    expect(reasonOf({ spec: 'chara_card_v9', data: {} })).toMatch(
      /spec "chara_card_v9" is not supported/,
    );
    expect(reasonOf({ spec: 'chara_card_v2', spec_version: '2.0' })).toMatch(/data is missing/);
    expect(reasonOf({ data: { name: 'x' } })).toMatch(/spec is missing/);
    expect(reasonOf([1, 2])).toMatch(/must be a JSON object/);
    expect(reasonOf({ spec: 'chara_card_v2', data: { name: 'x', description: 5 } })).toMatch(
      /^data\.description: /,
    );
    expect(reasonOf({ spec: 'chara_card_v2', data: { name: 'x', extensions: [] } })).toBe(
      'data.extensions must be an object',
    );
  });
});
