import { signUp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const MENTOR = {
  name: 'Professor Byte',
  avatar: '🦉',
  specialty: 'Computer science',
  personality: 'Patient and playful; loves puzzles.',
  background: 'Taught programming for forty years.',
  speakingStyle: 'Short sentences, lots of examples.',
};

describe('custom mentors (e2e)', () => {
  const t = useTestApp({ plugins: ['credits', 'mentors', 'chat'] });

  it('keeps a private mentor invisible and unusable to others (404)', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const { body: mentor } = await owner.agent
      .post('/api/custom-characters')
      .send(MENTOR)
      .expect(201);
    expect(mentor).toMatchObject({ ...MENTOR, isPublic: false, isOwner: true });

    const { body: theirs } = await other.agent.get('/api/custom-characters').expect(200);
    expect(theirs.find((c: { id: string }) => c.id === mentor.id)).toBeUndefined();
    await other.agent
      .post('/api/character-chat')
      .send({ message: 'hi', persona: `custom-${mentor.id}` })
      .expect(404);
    await other.agent
      .post('/api/chats')
      .send({ persona: `custom-${mentor.id}` })
      .expect(404);
    await other.agent.get(`/api/custom-characters/${mentor.id}/card`).expect(404);
    await other.agent.put(`/api/custom-characters/${mentor.id}`).send(MENTOR).expect(404);
    await other.agent.delete(`/api/custom-characters/${mentor.id}`).expect(404);
    await t.http
      .post('/api/character-chat')
      .send({ message: 'hi', persona: `custom-${mentor.id}` })
      .expect(404);

    const { body: reply } = await owner.agent
      .post('/api/character-chat')
      .send({ message: 'Teach me recursion', persona: `custom-${mentor.id}` })
      .expect(200);
    expect(reply.response.length).toBeGreaterThan(0);
  });

  it('lets others use a public mentor but not edit or delete it', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const { body: mentor } = await owner.agent
      .post('/api/custom-characters')
      .send({ ...MENTOR, name: 'Public Pat', isPublic: true })
      .expect(201);

    const { body: theirs } = await other.agent.get('/api/custom-characters').expect(200);
    expect(theirs.find((c: { id: string }) => c.id === mentor.id)).toMatchObject({
      name: 'Public Pat',
      isPublic: true,
      isOwner: false,
    });
    // The list is for signed-in users (spec 02 §7).
    await t.http.get('/api/custom-characters').expect(401);

    await other.agent
      .post('/api/character-chat')
      .send({ message: 'hello', persona: `custom-${mentor.id}` })
      .expect(200);
    await other.agent
      .post('/api/chats')
      .send({ persona: `custom-${mentor.id}` })
      .expect(201);
    await other.agent
      .put(`/api/custom-characters/${mentor.id}`)
      .send({ ...MENTOR, name: 'Stolen' })
      .expect(403);
    await other.agent.delete(`/api/custom-characters/${mentor.id}`).expect(403);

    const { body: updated } = await owner.agent
      .put(`/api/custom-characters/${mentor.id}`)
      .send({ ...MENTOR, name: 'Public Pat II', isPublic: true })
      .expect(200);
    expect(updated.name).toBe('Public Pat II');
    await owner.agent.delete(`/api/custom-characters/${mentor.id}`).expect(200);
    await other.agent
      .post('/api/character-chat')
      .send({ message: 'hello', persona: `custom-${mentor.id}` })
      .expect(404);
  });

  it("lists the user's own mentors before others' public ones, however many others publish", async () => {
    const mine = await signUp(t);
    const publisher = await signUp(t);
    const { body: own } = await mine.agent
      .post('/api/custom-characters')
      .send({ ...MENTOR, name: 'My Own Owl' })
      .expect(201);
    for (let i = 0; i < 3; i++)
      await publisher.agent
        .post('/api/custom-characters')
        .send({ ...MENTOR, name: `Albert Einstein ${i}`, isPublic: true })
        .expect(201);

    const first = await mine.agent.get('/api/custom-characters?limit=2').expect(200);
    expect(first.body[0]).toMatchObject({ id: own.id, isOwner: true });
    expect(first.body[1]).toMatchObject({ name: 'Albert Einstein 2', isOwner: false });
    const seen = [...first.body];
    let cursor = first.headers['x-next-cursor'] as string | undefined;
    while (cursor) {
      const next = await mine.agent
        .get(`/api/custom-characters?limit=2&cursor=${encodeURIComponent(cursor)}`)
        .expect(200);
      seen.push(...next.body);
      cursor = next.headers['x-next-cursor'] as string | undefined;
    }
    const names = seen.map((c: { name: string }) => c.name);
    // Every public mentor once, in order, after the user's own (other tests' public ones too).
    expect(names.slice(0, 4)).toEqual([
      'My Own Owl',
      'Albert Einstein 2',
      'Albert Einstein 1',
      'Albert Einstein 0',
    ]);
    expect(new Set(seen.map((c: { id: string }) => c.id)).size).toBe(seen.length);
  });

  it('requires name, specialty and personality, checks the avatar and defaults it to a robot', async () => {
    const { agent } = await signUp(t);
    for (const field of ['name', 'specialty', 'personality'] as const) {
      const res = await agent
        .post('/api/custom-characters')
        .send({ ...MENTOR, [field]: '  ' })
        .expect(400);
      expect(res.body.message).toMatch(new RegExp(field));
    }
    const avatar = await agent
      .post('/api/custom-characters')
      .send({ ...MENTOR, avatar: 'javascript:alert(1)' })
      .expect(400);
    expect(avatar.body.message).toMatch(/avatar/);
    await agent
      .post('/api/custom-characters')
      .send({ ...MENTOR, avatar: 'https://example.org/owl.png' })
      .expect(201);
    const { body } = await agent
      .post('/api/custom-characters')
      .send({ name: 'Robo', specialty: 'Robots', personality: 'Kind' })
      .expect(201);
    expect(body).toMatchObject({
      avatar: '🤖',
      isPublic: false,
      background: '',
      speakingStyle: '',
    });
    await t.http.post('/api/custom-characters').send(MENTOR).expect(401);
  });

  it('exports a Character Card V2 and imports it back as a new mentor', async () => {
    const { agent } = await signUp(t);
    const { body: mentor } = await agent
      .post('/api/custom-characters')
      .send({ ...MENTOR, isPublic: true })
      .expect(201);
    const { body: card } = await agent.get(`/api/custom-characters/${mentor.id}/card`).expect(200);
    expect(card).toMatchObject({
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: {
        name: MENTOR.name,
        description: MENTOR.background,
        personality: MENTOR.personality,
        extensions: {
          agora: {
            specialty: MENTOR.specialty,
            avatar: MENTOR.avatar,
            speakingStyle: MENTOR.speakingStyle,
            isPublic: true,
          },
        },
      },
    });
    for (const key of [
      'scenario',
      'first_mes',
      'mes_example',
      'creator_notes',
      'system_prompt',
      'post_history_instructions',
      'alternate_greetings',
      'tags',
      'creator',
      'character_version',
    ]) {
      expect(card.data).toHaveProperty(key);
    }

    const { body: imported } = await agent
      .post('/api/custom-characters/import')
      .send(card)
      .expect(201);
    expect(imported.id).not.toBe(mentor.id);
    expect(imported).toMatchObject({ ...MENTOR, isPublic: true, isOwner: true });
  });

  it('imports a card from another tool and rejects a spec it does not know', async () => {
    const { agent } = await signUp(t);
    const foreign = {
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: {
        name: 'Ada',
        description: 'Analyst',
        personality: 'Exact',
        tags: ['Mathematics'],
        extensions: {},
      },
    };
    const { body } = await agent.post('/api/custom-characters/import').send(foreign).expect(201);
    expect(body).toMatchObject({
      name: 'Ada',
      specialty: 'Mathematics',
      personality: 'Exact',
      avatar: '🤖',
      isPublic: false,
    });
    const bad = await agent
      .post('/api/custom-characters/import')
      .send({ spec: 'chara_card_v1', data: { name: 'x' } })
      .expect(400);
    expect(bad.body.message).toMatch(/spec/);
    // Without tags, the specialty comes from the description's first line.
    const untagged = await agent
      .post('/api/custom-characters/import')
      .send({ ...foreign, data: { ...foreign.data, tags: [] } })
      .expect(201);
    expect(untagged.body.specialty).toBe('Analyst');
  });

  it('pages 1,000 public mentors: the first page is the spec array, bounded, with the next cursor in a header', async () => {
    const author = await signUp(t);
    const reader = await signUp(t);
    await t.dataSource.query(
      `INSERT INTO "custom_characters" ("ownerId", "name", "avatar", "specialty", "personality", "isPublic", "createdAt")
       SELECT $1, 'Mentor ' || n, '🦉', 'History', 'Kind', true, now() - n * interval '1 second'
       FROM generate_series(1, 1000) AS n`,
      [author.user.id],
    );
    const first = await reader.agent.get('/api/custom-characters').expect(200);
    expect(Array.isArray(first.body)).toBe(true);
    expect(first.body).toHaveLength(50);
    console.info(`first page of 1,000 mentors: ${first.text.length} bytes`);
    const seen = new Set<string>(first.body.map((m: { id: string }) => m.id));
    let cursor = first.headers['x-next-cursor'] as string | undefined;
    let pages = 1;
    while (cursor) {
      const page = await reader.agent
        .get('/api/custom-characters')
        .query({ cursor, limit: 100 })
        .expect(200);
      for (const m of page.body as { id: string }[]) seen.add(m.id);
      cursor = page.headers['x-next-cursor'] as string | undefined;
      pages += 1;
    }
    expect(seen.size).toBeGreaterThanOrEqual(1000);
    expect(pages).toBeLessThanOrEqual(12);

    const tooMany = await reader.agent
      .get('/api/custom-characters')
      .query({ limit: 1000 })
      .expect(400);
    expect(tooMany.body.message).toMatch(/limit/);
    const forged = await reader.agent
      .get('/api/custom-characters')
      .query({ cursor: 'bm9wZQ' })
      .expect(400);
    expect(forged.body.message).toMatch(/cursor/);
  });
});
