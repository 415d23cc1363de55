import { ShowcaseRegistry } from '../src/core/showcase/showcase.registry';
import { MentionReplyProcessor } from '../src/plugins/groups/mentions/mention-reply.processor';
import { balanceOf, costOf } from './support/credits-probe';
import { useGroupsTestApp, webm, type GroupMessage } from './support/groups-test-kit';
import { signUp } from './support/test-app';

describe('study groups (e2e)', () => {
  const { t, groupOf, socketOf, joinRoom, collectMessages } = useGroupsTestApp();

  async function until<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, ms = 20_000) {
    const end = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (ok(value)) return value;
      if (Date.now() > end) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('creates a group with a trimmed name; the creator is its admin', async () => {
    const owner = await signUp(t);
    const group = await groupOf(owner);
    expect(group).toMatchObject({
      name: 'Physics circle',
      createdBy: owner.user.id,
      memberCount: 1,
    });
    const { body: list } = await owner.agent.get('/api/group-chats').expect(200);
    expect(list.map((g: { id: string }) => g.id)).toEqual([group.id]);
    const { body: members } = await owner.agent
      .get(`/api/group-chats/${group.id}/members`)
      .expect(200);
    expect(members).toEqual([
      {
        id: expect.any(String),
        role: 'admin',
        user: { id: owner.user.id, username: expect.any(String) },
      },
    ]);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const owner = await signUp(t);
    const nul = await owner.agent.post('/api/group-chats').send({ name: 'a\u0000b' }).expect(400);
    expect(nul.body.message).toContain('name');
    const blank = await owner.agent.post('/api/group-chats').send({ name: '   ' }).expect(400);
    expect(blank.body.message).toContain('name');
    await owner.agent
      .post('/api/group-chats')
      .send({ name: 'x'.repeat(81) })
      .expect(400);
    const group = await groupOf(owner);
    const res = await owner.agent
      .post(`/api/group-chats/${group.id}/messages`)
      .send({ content: 'hi\u0000' })
      .expect(400);
    expect(res.body.message).toContain('content');
  });

  it('has two mentioned figures answer in order, the second naming the first, each paid once', async () => {
    const owner = await signUp(t);
    const member = await signUp(t);
    const group = await groupOf(owner);
    await member.agent
      .post(`/api/group-chats/${group.id}/join`)
      .send({ shareId: group.shareId })
      .expect(200);
    const watcher = await socketOf(member);
    expect(await joinRoom(watcher, group.id)).toEqual({ ok: true });
    const seen = collectMessages(watcher);
    const tokens: string[] = [];
    watcher.on('group-token', (e: { characterId: string }) => tokens.push(e.characterId));
    const cost = await costOf(owner.agent, 'group-ai-message');
    const before = await balanceOf(owner.agent);

    const { body: question } = await owner.agent
      .post(`/api/group-chats/${group.id}/messages`)
      .send({
        content: 'Why do things fall?',
        mentions: ['Galileo Galilei', 'isaac newton', 'Nobody Real'],
      })
      .expect(201);
    const answers = await until(
      () => seen.filter((m) => m.characterId),
      (a) => a.length === 2,
    );
    expect(seen[0]!.id).toBe(question.id);
    expect(answers.map((a) => a.characterId)).toEqual(['Galileo Galilei', 'Isaac Newton']);
    expect(answers[1]!.content).toContain('Galileo Galilei');
    expect(answers[1]!.content.trim().endsWith('?')).toBe(true);
    expect(answers.every((a) => a.replyToMessage?.id === question.id)).toBe(true);
    expect(tokens).toContain('Galileo Galilei');
    expect(await balanceOf(owner.agent)).toBe(before - 2 * cost);

    // Running the job again (a retry, a restarted worker) answers nothing twice and charges nothing.
    const again = await t.app.get(MentionReplyProcessor).answer({ messageId: question.id });
    expect(again).toEqual({ answered: 0 });
    const { body: page } = await member.agent
      .get(`/api/group-chats/${group.id}/messages`)
      .expect(200);
    expect(page.messages.map((m: GroupMessage) => m.characterId)).toEqual([
      null,
      'Galileo Galilei',
      'Isaac Newton',
    ]);
    expect(await balanceOf(owner.agent)).toBe(before - 2 * cost);

    // The public landing counts the group's conversation (and shows nothing of it: no demo source).
    const showcase = t.app.get(ShowcaseRegistry);
    const [counter] = showcase.countersOf('conversations');
    const [{ count }] = await t.dataSource.query(counter!.sql);
    expect(Number(count)).toBeGreaterThanOrEqual(1);

    // Replying to a figure's message asks that figure again.
    await member.agent
      .post(`/api/group-chats/${group.id}/messages`)
      .send({ content: 'Can you say more?', replyToId: answers[1]!.id })
      .expect(201);
    await until(
      () => seen.filter((m) => m.characterId),
      (a) => a.length === 3,
    );
    expect(seen.filter((m) => m.characterId)[2]!.characterId).toBe('Isaac Newton');
  });

  it('charges the answers when the message is sent: all of them or none (402), nothing stored', async () => {
    const owner = await signUp(t);
    const group = await groupOf(owner);
    const cost = await costOf(owner.agent, 'group-ai-message');
    // Short for the answers while past the 500-credit gate: the answers cost more than usual.
    await t.dataSource.query(
      `UPDATE "feature_costs" SET "creditCost" = $1 WHERE "id" = 'group-ai-message'`,
      [400],
    );
    try {
      const res = await owner.agent
        .post(`/api/group-chats/${group.id}/messages`)
        .send({ content: 'Both of you?', mentions: ['Socrates', 'Hypatia'] })
        .expect(402);
      expect(res.body.message).toMatch(/^Insufficient credits\. Required: \d+, Available: \d+$/);
      expect(await balanceOf(owner.agent)).toBe(600);
      const { body: page } = await owner.agent
        .get(`/api/group-chats/${group.id}/messages`)
        .expect(200);
      expect(page.messages).toEqual([]);
      // One figure is affordable.
      await owner.agent
        .post(`/api/group-chats/${group.id}/messages`)
        .send({ content: 'Just you', mentions: ['Socrates'] })
        .expect(201);
      expect(await balanceOf(owner.agent)).toBe(200);
    } finally {
      await t.dataSource.query(
        `UPDATE "feature_costs" SET "creditCost" = $1 WHERE "id" = 'group-ai-message'`,
        [cost],
      );
    }
  });

  it('pages the history with a cursor', async () => {
    const owner = await signUp(t);
    const group = await groupOf(owner);
    for (let i = 1; i <= 5; i += 1)
      await owner.agent
        .post(`/api/group-chats/${group.id}/messages`)
        .send({ content: `m${i}` })
        .expect(201);
    const first = await owner.agent
      .get(`/api/group-chats/${group.id}/messages?limit=2`)
      .expect(200);
    expect(first.body.messages.map((m: GroupMessage) => m.content)).toEqual(['m4', 'm5']);
    const second = await owner.agent
      .get(`/api/group-chats/${group.id}/messages?limit=2&before=${first.body.nextCursor}`)
      .expect(200);
    expect(second.body.messages.map((m: GroupMessage) => m.content)).toEqual(['m2', 'm3']);
    await owner.agent.get(`/api/group-chats/${group.id}/messages?limit=1000`).expect(400);
    await owner.agent.get(`/api/group-chats/${group.id}/messages?before=garbage`).expect(400);
  });

  it('records a learner’s group message as admin activity of type group (the Group Chats bar)', async () => {
    const owner = await signUp(t);
    const group = await groupOf(owner);
    await owner.agent
      .post(`/api/group-chats/${group.id}/messages`)
      .send({ content: 'What is inertia?' })
      .expect(201);
    const events: Array<{ type: string }> = await t.dataSource.query(
      `SELECT "type" FROM activity_events WHERE "userId" = $1 AND "type" = 'group'`,
      [owner.user.id],
    );
    expect(events).toHaveLength(1);
  });

  it('stores a voice message and serves it; over 10 MB is refused and nothing is stored', async () => {
    const owner = await signUp(t);
    const group = await groupOf(owner);
    const { body: voice } = await owner.agent
      .post(`/api/group-chats/${group.id}/voice`)
      .send({ audioData: webm(2048), duration: 3 })
      .expect(201);
    expect(voice.attachments).toEqual([
      { type: 'voice', url: expect.stringMatching(/^\/media\//), duration: 3 },
    ]);
    const audio = await owner.agent.get(voice.attachments[0].url).expect(200);
    expect(audio.headers['content-type']).toContain('audio/webm');

    const count = async () => {
      const [row] = await t.dataSource.query(
        `SELECT (SELECT count(*) FROM "media")::int AS media, (SELECT count(*) FROM "group_messages")::int AS messages`,
      );
      return row as { media: number; messages: number };
    };
    const before = await count();
    const tooBig = await owner.agent
      .post(`/api/group-chats/${group.id}/voice`)
      .send({ audioData: webm(10 * 1024 * 1024 + 1), duration: 100 });
    expect([400, 413]).toContain(tooBig.status);
    expect(tooBig.body.message).toContain('audioData');
    const notAudio = await owner.agent
      .post(`/api/group-chats/${group.id}/voice`)
      .send({ audioData: Buffer.from('hello world, not audio').toString('base64'), duration: 1 });
    expect(notAudio.status).toBe(400);
    expect(await count()).toEqual(before);
  }, 30_000);
});
