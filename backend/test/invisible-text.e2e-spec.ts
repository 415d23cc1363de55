import { balanceOf } from './support/credits-probe';
import { signUp, type SignedUp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

/** Text that survives `trim()` yet shows nothing (the contracts' `visibleLine` / `visibleLines`). */
const INVISIBLE = ['\u200b', '\u2800', '\u3164', '\u202e\u200b', '\ufeff\u00ad\u2060'];

describe('text that shows nothing (e2e)', () => {
  const t = useTestApp({
    plugins: ['credits', 'mentors', 'chat', 'agents', 'groups', 'home-feed'],
    env: { STARTING_CREDITS: '600', OPENAI_API_KEY: '', ANTHROPIC_API_KEY: '', WORKERS: 'off' },
  });

  const chargesOf = async (who: SignedUp): Promise<unknown[]> =>
    t.dataSource.query(`SELECT "key", "status" FROM "credit_charges" WHERE "userId" = $1`, [
      who.user.id,
    ]);

  const codePoints = (text: string) =>
    [...text].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);

  it.each(INVISIBLE.map((topic) => [codePoints(topic).join(' '), topic]))(
    'refuses the agent-feed topic %s with a 400 naming it, before any charge',
    async (_, topic) => {
      const user = await signUp(t);
      const before = await balanceOf(user.agent);

      const res = await user.agent
        .post('/api/agent-feed/generate')
        .send({ topic, useAPI: 'offline' })
        .expect(400);

      expect(res.body.message).toBe('topic: Please enter a topic for the AI agents to explore');
      expect(await balanceOf(user.agent)).toBe(before);
      expect(await chargesOf(user)).toEqual([]);
      expect(
        await t.dataSource.query(`SELECT 1 FROM "agent_feeds" WHERE "ownerId" = $1`, [
          user.user.id,
        ]),
      ).toEqual([]);
    },
  );

  it('refuses chat voice, image and group text-to-speech of invisible text, charging nothing', async () => {
    const user = await signUp(t);
    const before = await balanceOf(user.agent);
    const { body: group } = await user.agent
      .post('/api/group-chats')
      .send({ name: 'Optics' })
      .expect(201);

    const voice = await user.agent
      .post('/api/character-chat/voice')
      .send({ text: '\u200b' })
      .expect(400);
    const image = await user.agent
      .post('/api/character-chat/image')
      .send({ prompt: '\u2800', persona: 'Vincent van Gogh' })
      .expect(400);
    const speech = await user.agent
      .post(`/api/group-chats/text-to-speech`)
      .send({ text: '\u202e\u200b', characterId: 'Isaac Newton' })
      .expect(400);

    expect([voice.body.message, image.body.message, speech.body.message]).toEqual([
      'text: text must not be empty',
      'prompt: prompt must not be empty',
      'text: text is required',
    ]);
    expect(group.id).toEqual(expect.any(String));
    expect(await balanceOf(user.agent)).toBe(before);
    expect(await chargesOf(user)).toEqual([]);
  });

  it('refuses an invisible group name, group message, home-feed post, chat title and mentor', async () => {
    const user = await signUp(t);
    const { body: group } = await user.agent
      .post('/api/group-chats')
      .send({ name: 'Optics' })
      .expect(201);
    const { body: chat } = await user.agent
      .post('/api/chats')
      .send({ persona: 'Isaac Newton' })
      .expect(201);

    const refusals = [
      await user.agent.post('/api/group-chats').send({ name: '\u200b' }),
      await user.agent.post(`/api/group-chats/${group.id}/messages`).send({ content: '\u200b' }),
      await user.agent.post('/api/home-feed/posts').send({ content: '\u200b\u200b' }),
      await user.agent.patch(`/api/chats/${chat.id}`).send({ title: '\u2800' }),
      await user.agent.patch(`/api/chats/${chat.id}`).send({ title: 'Light\r\nwaves' }),
      await user.agent.post('/api/custom-characters').send({
        name: '\u200b',
        specialty: '\u200b',
        personality: '\u200b',
        background: '\u200b',
        speakingStyle: '\u200b',
        greeting: '\u200b',
      }),
    ];

    expect(refusals.map((r) => [r.status, r.body.message])).toEqual([
      [400, 'name: name is required'],
      [400, 'content: content is required'],
      [400, 'content: must not be blank'],
      [400, 'title: title must not be empty'],
      [400, 'title: title must be one line without control characters'],
      [
        400,
        'name: name is required; specialty: specialty is required; personality: personality is required',
      ],
    ]);
    const { body: groups } = await user.agent.get('/api/group-chats').expect(200);
    expect(groups.map((g: { name: string }) => g.name)).toEqual(['Optics']);
  });

  it('keeps names written with joiners (emoji, Persian) as they were sent', async () => {
    const user = await signUp(t);
    const name = '👩‍🔬 می‌خواهم بدانم';

    const { body } = await user.agent.post('/api/group-chats').send({ name }).expect(201);

    expect(body.name).toBe(name);
  });

  it('refuses an invisible first name, and takes the bidi override out of "Admin\\u202e"', async () => {
    const refused = await t.http
      .post('/api/auth/register')
      .send({ email: 'blank@example.com', password: 'correct horse battery', firstName: '\u200b' })
      .expect(400);
    expect(refused.body.message).toBe('firstName: firstName must not be blank');

    const spoof = await signUp(t, { firstName: 'Admin\u202e' });
    expect(spoof.user.firstName).toBe('Admin');
  });
});
