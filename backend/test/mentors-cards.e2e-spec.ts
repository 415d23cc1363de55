import { CUSTOM_CHARACTER_LIMITS } from '@agora/contracts';
import {
  base64Json,
  cardPng,
  longDescription,
  picturePng,
  textChunksOf,
  withTextChunks,
} from '../src/plugins/mentors/testing/card-fixtures';
import { CARD_IMPORTS_PER_DAY } from '../src/plugins/mentors/card-import-quota';
import { joinChunks, readChunks, textChunk } from '../src/plugins/mentors/cards/png-chunks';
import { signUp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const fileOf = (bytes: Buffer, fileName = 'card.png') => ({
  fileName,
  contentBase64: bytes.toString('base64'),
});
const jsonFile = (value: unknown) => fileOf(Buffer.from(JSON.stringify(value)), 'card.json');

/** A V2 card as chub.ai and SillyTavern export it: V1 copies at the top, V2 in data, no tags. */
const description = `Astronomer of the Georgian age\n${longDescription()}`;
const caroline = {
  name: 'Caroline',
  description,
  spec: 'chara_card_v2',
  spec_version: '2.0',
  data: {
    name: 'Caroline Herschel',
    description,
    personality: '',
    scenario: 'An observatory in Slough, 1786.',
    first_mes: '*adjusts the telescope* Good evening, {{user}}. Shall we sweep for comets?',
    mes_example: '',
    creator_notes: 'Made in another tool',
    system_prompt: '',
    post_history_instructions: '',
    alternate_greetings: ['Back again?'],
    character_book: { entries: [{ keys: ['comet'], content: 'She found eight comets.' }] },
    tags: [],
    creator: 'someone',
    character_version: '3',
    extensions: { talkativeness: '0.5', fav: false, depth_prompt: { depth: 4, prompt: 'Warm' } },
  },
};

describe('character cards (e2e)', () => {
  const t = useTestApp({ plugins: ['credits', 'mentors', 'chat'] });

  it("imports another tool's V2 PNG: picture as avatar, description whole, summary as personality, greeting", async () => {
    const { agent } = await signUp(t);
    const { body: mentor } = await agent
      .post('/api/custom-characters/import/file')
      .send(fileOf(cardPng(caroline)))
      .expect(201);
    expect(mentor).toMatchObject({
      name: 'Caroline Herschel',
      specialty: 'Astronomer of the Georgian age',
      background: description,
      greeting: caroline.data.first_mes,
      isOwner: true,
      isPublic: false,
    });
    expect(description.length).toBeGreaterThan(2800);
    expect(mentor.personality.length).toBeLessThanOrEqual(CUSTOM_CHARACTER_LIMITS.personality);
    expect(mentor.personality).toMatch(/\.$/);
    expect(mentor.avatar).toMatch(/^\/media\/[0-9a-f-]{36}$/);

    const avatar = await t.http.get(mentor.avatar).buffer(true).expect(200);
    expect(avatar.headers['content-type']).toBe('image/png');
    expect(textChunksOf(avatar.body as Buffer)).toEqual({});

    const { body: reply } = await agent
      .post('/api/character-chat')
      .send({ message: 'Tell me about comets', persona: `custom-${mentor.id}` })
      .expect(200);
    expect(reply.response.length).toBeGreaterThan(0);
  });

  it('imports V1 and V3 JSON files, a V3 PNG (ccv3 chunk), and card JSON sent as the body', async () => {
    const { agent } = await signUp(t);
    const v1 = await agent
      .post('/api/custom-characters/import/file')
      .send(jsonFile({ name: 'Old Card', description: 'Poet.\nWrites sonnets.', first_mes: 'Hi' }))
      .expect(201);
    expect(v1.body).toMatchObject({ name: 'Old Card', specialty: 'Poet', greeting: 'Hi' });
    const v3 = {
      spec: 'chara_card_v3',
      spec_version: '3.0',
      data: { name: 'Ada', tags: ['Maths'] },
    };
    const fromJson = await agent.post('/api/custom-characters/import/file').send(jsonFile(v3));
    expect(fromJson.status).toBe(201);
    expect(fromJson.body).toMatchObject({ name: 'Ada', specialty: 'Maths' });
    const png = withTextChunks(picturePng(), { chara: base64Json(caroline), ccv3: base64Json(v3) });
    const fromPng = await agent
      .post('/api/custom-characters/import/file')
      .send(fileOf(png))
      .expect(201);
    expect(fromPng.body.name).toBe('Ada');
    const v1Png = await agent
      .post('/api/custom-characters/import/file')
      .send(fileOf(cardPng({ name: 'Pygmalion era', description: 'Sculptor', first_mes: 'Hail' })))
      .expect(201);
    expect(v1Png.body).toMatchObject({ name: 'Pygmalion era', specialty: 'Sculptor' });
    expect(v1Png.body.avatar).toMatch(/^\/media\//);
    const body = await agent.post('/api/custom-characters/import').send(caroline).expect(201);
    expect(body.body).toMatchObject({ name: 'Caroline Herschel', avatar: '🤖' });
  });

  it('answers a bad card with a 400 naming the problem, never a 500, and stores nothing', async () => {
    const { agent } = await signUp(t);
    const cases: [object, RegExp][] = [
      [fileOf(picturePng()), /PNG has no chara or ccv3 text chunk/],
      [
        fileOf(cardPng({ spec: 'chara_card_v3', spec_version: '4.0', data: { name: 'x' } })),
        /spec_version 4\.0 is not supported/,
      ],
      [
        jsonFile({ spec: 'chara_card_v2', spec_version: '2.0', data: { description: 'x' } }),
        /data\.name is missing/,
      ],
      [jsonFile({ description: 'x' }), /^name is missing$/],
      [fileOf(Buffer.from('{"name": "x",')), /not valid JSON/],
      [fileOf(Buffer.from('plain words')), /neither a PNG image nor a JSON card/],
      [fileOf(cardPng(caroline).subarray(0, 200)), /truncated|longer than the file/],
      [
        fileOf(Buffer.from(`{"name":"x","a":${'['.repeat(100)}${']'.repeat(100)}}`)),
        /deeper than 32 levels/,
      ],
      [{ contentBase64: 'not base64!' }, /contentBase64 must be base64/],
      [{}, /contentBase64/],
    ];
    for (const [payload, reason] of cases) {
      const res = await agent.post('/api/custom-characters/import/file').send(payload);
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 400,
        message: expect.stringMatching(reason),
      });
    }
    const bomb = Buffer.from(cardPng(caroline));
    bomb.writeUInt32BE(60_000, 16);
    bomb.writeUInt32BE(60_000, 20);
    const res = await agent
      .post('/api/custom-characters/import/file')
      .send(fileOf(bomb))
      .expect(400);
    expect(res.body.message).toMatch(/at most 4096×4096/);
    const deepBody = await agent
      .post('/api/custom-characters/import')
      .send(JSON.parse(`{"name":"x","a":${'{"b":'.repeat(60)}1${'}'.repeat(60)}}`))
      .expect(400);
    expect(deepBody.body.message).toMatch(/deeper than 32 levels/);
    const { body: mine } = await agent.get('/api/custom-characters').expect(200);
    expect(mine).toEqual([]);
  });

  it('refuses a file over 5 MB with a 413 naming the limit', async () => {
    const { agent } = await signUp(t);
    // The filler chunk is written with our own encoder: png-chunk-text spreads the text into one
    // call's arguments, which overflows the stack at this size.
    const card = cardPng(caroline);
    const big = joinChunks(card, readChunks(card), [
      textChunk('filler', 'x'.repeat(5 * 1024 * 1024)),
    ]);
    const res = await agent
      .post('/api/custom-characters/import/file')
      .send(fileOf(big))
      .expect(413);
    expect(res.body.message).toMatch(/5 MB/);
    const huge = await agent
      .post('/api/custom-characters/import/file')
      .send({ contentBase64: 'A'.repeat(9 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/too large \(limit 6\.7 MB\)/);
  });

  it('exports V2 JSON and a PNG whose unknown fields and picture survive a round trip', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const { body: mentor } = await owner.agent
      .post('/api/custom-characters/import/file')
      .send(fileOf(cardPng(caroline)))
      .expect(201);
    const { body: card } = await owner.agent
      .get(`/api/custom-characters/${mentor.id}/card`)
      .expect(200);
    expect(card).toMatchObject({
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: {
        name: 'Caroline Herschel',
        description,
        first_mes: caroline.data.first_mes,
        scenario: caroline.data.scenario,
        alternate_greetings: ['Back again?'],
        character_book: caroline.data.character_book,
        extensions: { ...caroline.data.extensions, agora: { avatar: mentor.avatar } },
      },
    });

    const png = await owner.agent
      .get(`/api/custom-characters/${mentor.id}/card.png`)
      .buffer(true)
      .expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toMatch(/Caroline-Herschel\.card\.png/);
    const chunks = textChunksOf(png.body as Buffer);
    expect(Object.keys(chunks)).toEqual(['chara', 'ccv3']);
    await other.agent.get(`/api/custom-characters/${mentor.id}/card.png`).expect(404);

    const { body: again } = await other.agent
      .post('/api/custom-characters/import/file')
      .send(fileOf(png.body as Buffer))
      .expect(201);
    expect(again).toMatchObject({ name: mentor.name, greeting: mentor.greeting, isOwner: true });
    const { body: card2 } = await other.agent
      .get(`/api/custom-characters/${again.id}/card`)
      .expect(200);
    expect(card2.data).toMatchObject({
      character_book: caroline.data.character_book,
      extensions: caroline.data.extensions,
    });

    const { body: emoji } = await owner.agent
      .post('/api/custom-characters')
      .send({ name: 'Owl', specialty: 'Night', personality: 'Wise', avatar: '🦉' })
      .expect(201);
    const drawn = await owner.agent
      .get(`/api/custom-characters/${emoji.id}/card.png`)
      .buffer(true)
      .expect(200);
    expect((drawn.body as Buffer).readUInt32BE(16)).toBe(300);
  });

  it('allows 50 card imports a day per account, then answers 429 naming the limit', async () => {
    const { agent } = await signUp(t);
    for (let i = 0; i < CARD_IMPORTS_PER_DAY; i++)
      await agent
        .post('/api/custom-characters/import')
        .send({ name: `Card ${i}` })
        .expect(201);
    const refused = await agent
      .post('/api/custom-characters/import/file')
      .send(jsonFile({ name: 'One too many' }))
      .expect(429);
    expect(refused.body.message).toMatch(/50 character cards today/);
    const other = await signUp(t);
    await other.agent.post('/api/custom-characters/import').send({ name: 'Mine' }).expect(201);
  });

  it('lets only signed-in users import, each owning what they import', async () => {
    await t.http
      .post('/api/custom-characters/import/file')
      .send(fileOf(cardPng(caroline)))
      .expect(401);
    await t.http.post('/api/custom-characters/import').send(caroline).expect(401);
  });
});
