import { TOPIC_CATEGORIES } from '@agora/contracts';
import { personaCatalogue } from '../src/ai/catalogue/persona-catalogue';
import { PersonaSeeder } from '../src/ai/persona-seeder';
import { useAiTestApp } from './support/use-ai-test-app';

describe('AI layer over HTTP: persona catalogue and generated media', () => {
  const { t, ai, openai, ctx, spendOnAnotherInstance } = useAiTestApp();

  it('serves the persona catalogue with the spec’s counts and exact category names', async () => {
    const res = await t.http.get('/api/personas').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.mentors).toHaveLength(24);
    expect(res.body.defaultMentor).toBe('Leonardo da Vinci');
    expect(res.body.mentors[0]).toBe('Leonardo da Vinci');
    expect(res.body.explore).toHaveLength(36);
    expect(res.body.mentionable).toHaveLength(30);
    expect(res.body.categories).toEqual([...TOPIC_CATEGORIES]);
    expect(res.body.categories).toHaveLength(20);
    expect(res.body.languages.map((l: { code: string }) => l.code)).toEqual([
      'en',
      'zh',
      'hi',
      'es',
      'fr',
      'ar',
      'bn',
      'pt',
      'ru',
      'ja',
      'de',
    ]);
    expect(res.body.figures.find((f: { name: string }) => f.name === 'Nikola Tesla')).toMatchObject(
      { avatar: '⚡', died: 1943 },
    );
  });

  it('answers the specialties in the request language, cached apart per language', async () => {
    const specialtyOf = (body: { figures: { name: string; specialty: string }[] }, name: string) =>
      body.figures.find((f) => f.name === name)?.specialty;
    const japanese = await t.http.get('/api/personas').set('Accept-Language', 'ja').expect(200);
    expect(specialtyOf(japanese.body, 'Marie Curie')).toBe('物理学者・化学者');
    expect(japanese.headers.vary).toMatch(/Accept-Language/);
    expect(japanese.headers.vary).toMatch(/Cookie/);
    const arabic = await t.http.get('/api/personas').set('Cookie', 'agora_lang=ar').expect(200);
    expect(specialtyOf(arabic.body, 'Ibn Khaldun')).toBe('مؤرخ وعالم اجتماع');
    const english = await t.http.get('/api/personas').expect(200);
    expect(specialtyOf(english.body, 'Marie Curie')).toBe('Physicist and chemist');
  });

  it('seeds the catalogue into PostgreSQL idempotently', async () => {
    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM personas`);
    expect(before[0].n).toBe(personaCatalogue.figures.length);
    await t.app.get(PersonaSeeder).seed();
    const after = await t.dataSource.query(
      `SELECT count(*)::int AS n, sum("isMentor"::int)::int AS mentors, min("factCount")::int AS "minFacts" FROM personas`,
    );
    expect(after[0]).toEqual({
      n: personaCatalogue.figures.length,
      mentors: 24,
      minFacts: expect.any(Number) as number,
    });
    expect(after[0].minFacts).toBeGreaterThanOrEqual(30); // every figure has at least 30 entries
  });

  it('stores speech and images as media served with their content type and long cache headers', async () => {
    const spoken = await ai.speech({ text: 'Hello there', voice: 'alloy' }, ctx());
    expect(spoken.provider).toBe('openai');
    const mp3 = await t.http.get(spoken.data.audioUrl).expect(200);
    expect(mp3.headers['content-type']).toBe('audio/mpeg');
    expect(mp3.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const drawn = await ai.image(
      {
        prompt: 'x'.repeat(300),
        persona: personaCatalogue.toProfile(personaCatalogue.get('Frida Kahlo')),
      },
      ctx(),
    );
    expect(drawn.provider).toBe('openai');
    const imageRequest = openai.requests.at(-1)!.body;
    expect(imageRequest).toMatchObject({ size: '1024x1024', n: 1 });
    expect(imageRequest.prompt).toContain('x'.repeat(200) + '\nStyle: vivid Mexican folk-art');
    expect(imageRequest.prompt).not.toContain('x'.repeat(201));
    expect((await t.http.get(drawn.data.imageUrl).expect(200)).headers['content-type']).toBe(
      'image/png',
    );

    await spendOnAnotherInstance(1);
    const offlineSpeech = await ai.speech(
      { text: 'Nature is the source of all true knowledge.', voice: 'alloy' },
      ctx(),
    );
    expect(offlineSpeech).toMatchObject({
      provider: 'offline',
      notice: 'Daily AI budget reached: made by the offline engine',
    });
    const voice = await t.http
      .get(offlineSpeech.data.audioUrl)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(voice.headers['content-type']).toBe('audio/mpeg');
    expect((voice.body as Buffer)[0]).toBe(0xff); // an MPEG audio frame
    expect((voice.body as Buffer).length).toBeGreaterThan(2_000);

    const card = await ai.image(
      {
        prompt: 'A flying machine over Florence',
        persona: personaCatalogue.toProfile(personaCatalogue.defaultMentor),
      },
      ctx(),
    );
    expect(card.provider).toBe('offline');
    const svg = await t.http.get(card.data.imageUrl).expect(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(String(svg.body ?? svg.text)).toContain('Leonardo da Vinci');
  });

  it('answers 400 for a malformed media id and 404 for an unknown one', async () => {
    const bad = await t.http.get('/media/not-a-uuid').expect(400);
    expect(bad.body.message).toMatch(/id/);
    await t.http.get('/media/00000000-0000-4000-8000-000000000000').expect(404);
  });
});
