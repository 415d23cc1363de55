import type { Socket } from 'socket.io-client';
import { ShowcaseRegistry } from '../src/core/showcase/showcase.registry';
import { MentionReplyProcessor } from '../src/plugins/groups/mentions/mention-reply.processor';
import { balanceOf, costOf } from './support/credits-probe';
import { connectSocket } from './support/socket-client';
import { signUp, type SignedUp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

type Ack = { ok: boolean; error?: string };
type GroupMessage = {
  id: string;
  userId: string | null;
  characterId: string | null;
  content: string;
  replyToMessage: { id: string } | null;
  attachments: { type: string; url: string }[];
};
type MessageEvent = { type: 'message'; channel: string; id: string; data: GroupMessage };

const JOIN_CREDITS = 25;
// A WebM (EBML) header followed by filler: enough for the server to know the container.
const webm = (bytes: number) => {
  const buf = Buffer.alloc(bytes, 7);
  buf.writeUInt32BE(0x1a45dfa3, 0);
  return buf.toString('base64');
};

describe('study groups (e2e)', () => {
  const t = useTestApp({
    plugins: ['credits', 'groups'],
    env: { STARTING_CREDITS: '600', GROUP_JOIN_CREDITS: String(JOIN_CREDITS) },
  });
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });

  async function groupOf(owner: SignedUp, name = 'Physics circle') {
    const { body } = await owner.agent
      .post('/api/group-chats')
      .send({ name: `  ${name}  `, description: 'We read Newton' })
      .expect(201);
    return body as { id: string; shareId: string; name: string; createdBy: string };
  }

  async function socketOf(user: SignedUp) {
    const socket = await connectSocket(t.url, user.cookie);
    sockets.push(socket);
    return socket;
  }

  const joinRoom = (socket: Socket, id: string) =>
    socket.emitWithAck('join', { channel: 'group', id }) as Promise<Ack>;

  function collectMessages(socket: Socket): GroupMessage[] {
    const seen: GroupMessage[] = [];
    socket.on('message', (e: MessageEvent) => {
      if (e.channel === 'group') seen.push(e.data);
    });
    return seen;
  }

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

  it('answers 403 with requiredCredits and currentCredits below 500 credits on every group route', async () => {
    const owner = await signUp(t);
    const group = await groupOf(owner);
    const poor = await signUp(t);
    // A member whose balance fell below 500 is held back like a newcomer.
    await poor.agent
      .post(`/api/group-chats/${group.id}/join`)
      .send({ shareId: group.shareId })
      .expect(200);
    await t.dataSource.query(`UPDATE "credit_balances" SET "balance" = 40 WHERE "userId" = $1`, [
      poor.user.id,
    ]);
    const base = `/api/group-chats/${group.id}`;
    const refused = {
      list: poor.agent.get('/api/group-chats'),
      create: poor.agent.post('/api/group-chats').send({ name: 'Nope' }),
      get: poor.agent.get(base),
      members: poor.agent.get(`${base}/members`),
      history: poor.agent.get(`${base}/messages`),
      send: poor.agent.post(`${base}/messages`).send({ content: 'hi', mentions: ['Socrates'] }),
      voice: poor.agent.post(`${base}/voice`).send({ audioData: webm(64), duration: 1 }),
      speech: poor.agent.post('/api/group-chats/text-to-speech').send({ text: 'Hello' }),
      remove: poor.agent.delete(base),
      join: poor.agent.post(`${base}/join`).send({ shareId: group.shareId, isShareLink: true }),
    };
    for (const [route, call] of Object.entries(refused)) {
      const res = await call;
      expect({ route, status: res.status, body: res.body }).toMatchObject({
        route,
        status: 403,
        body: { requiredCredits: 500, currentCredits: 40 },
      });
      // The join page sends the learner to /credits when the refusal names credits.
      expect(res.body.message).toMatch(/credits/i);
    }
    // Nothing was sent, charged or granted; the public share lookup still answers.
    expect(await balanceOf(poor.agent)).toBe(40);
    const { body: page } = await owner.agent.get(`${base}/messages`).expect(200);
    expect(page.messages).toEqual([]);
    await poor.agent.get(`/api/group-chats/share/${group.shareId}`).expect(200);
    // Nor may they watch the room live.
    expect((await joinRoom(await socketOf(poor), group.id)).ok).toBe(false);
    expect(await joinRoom(await socketOf(owner), group.id)).toEqual({ ok: true });
  });

  it('joins only with the share link’s id: a group id alone or another group’s link opens nothing', async () => {
    const owner = await signUp(t);
    const group = await groupOf(owner, 'Private circle');
    const other = await groupOf(owner, 'Open circle');
    const intruder = await signUp(t);
    const before = await balanceOf(intruder.agent);
    const url = `/api/group-chats/${group.id}/join`;
    const noProof = await intruder.agent.post(url).send({ isShareLink: true }).expect(400);
    expect(noProof.body.message).toContain('shareId');
    await intruder.agent.post(url).send({}).expect(400);
    await intruder.agent.post(url).send({ shareId: other.shareId, isShareLink: true }).expect(404);
    await intruder.agent
      .post(url)
      .send({ shareId: 'guessed-share-id', isShareLink: true })
      .expect(404);
    await intruder.agent.get(`/api/group-chats/${group.id}`).expect(404);
    expect(await balanceOf(intruder.agent)).toBe(before);
    const { body: members } = await owner.agent
      .get(`/api/group-chats/${group.id}/members`)
      .expect(200);
    expect(members).toHaveLength(1);
  });

  it('keeps every group route and the socket room from non-members', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const group = await groupOf(owner);
    const { body: sent } = await owner.agent
      .post(`/api/group-chats/${group.id}/messages`)
      .send({ content: 'members only' })
      .expect(201);
    const base = `/api/group-chats/${group.id}`;
    const refused = [
      stranger.agent.get(base),
      stranger.agent.get(`${base}/members`),
      stranger.agent.get(`${base}/messages`),
      stranger.agent.post(`${base}/messages`).send({ content: 'let me in' }),
      stranger.agent.post(`${base}/messages`).send({ content: 'reply', replyToId: sent.id }),
      stranger.agent.post(`${base}/voice`).send({ audioData: webm(64), duration: 1 }),
      stranger.agent.delete(base),
    ];
    for (const res of await Promise.all(refused)) expect([403, 404]).toContain(res.status);
    const { body: list } = await stranger.agent.get('/api/group-chats').expect(200);
    expect(list).toEqual([]);
    // Visitors: 401 everywhere but the share lookup.
    await t.http.get(base).expect(401);
    await t.http.get(`${base}/messages`).expect(401);
    await t.http
      .post(`${base}/join`)
      .send({ shareId: group.shareId, isShareLink: true })
      .expect(401);

    expect(await joinRoom(await socketOf(stranger), group.id)).toEqual({
      ok: false,
      error: expect.any(String),
    });
    const visitor = await connectSocket(t.url);
    sockets.push(visitor);
    expect((await joinRoom(visitor, group.id)).ok).toBe(false);
    expect(await joinRoom(await socketOf(owner), group.id)).toEqual({ ok: true });

    // Nothing the stranger tried was stored.
    const { body: page } = await owner.agent.get(`${base}/messages`).expect(200);
    expect(page.messages.map((m: GroupMessage) => m.content)).toEqual(['members only']);
  });

  it('shows the share lookup to anyone and joins by link, granting the join credits once', async () => {
    const owner = await signUp(t);
    const joiner = await signUp(t);
    const group = await groupOf(owner);
    const { body: info } = await t.http.get(`/api/group-chats/share/${group.shareId}`).expect(200);
    expect(info).toEqual({ id: group.id, name: 'Physics circle', description: 'We read Newton' });
    await t.http.get('/api/group-chats/share/not-a-real-share').expect(404);

    const before = await balanceOf(joiner.agent);
    const first = await joiner.agent
      .post(`/api/group-chats/${group.id}/join`)
      .send({ shareId: group.shareId, isShareLink: true })
      .expect(200);
    expect(first.body).toMatchObject({
      success: true,
      groupId: group.id,
      creditsGranted: JOIN_CREDITS,
    });
    const again = await joiner.agent
      .post(`/api/group-chats/${group.id}/join`)
      .send({ shareId: group.shareId, isShareLink: true })
      .expect(200);
    expect(again.body.creditsGranted).toBeUndefined();
    expect(again.body.alreadyMember).toBe(true);
    // A second group's link: still once per learner.
    const other = await groupOf(owner, 'Second circle');
    const third = await joiner.agent
      .post(`/api/group-chats/${other.id}/join`)
      .send({ shareId: other.shareId, isShareLink: true })
      .expect(200);
    expect(third.body.creditsGranted).toBeUndefined();
    expect(await balanceOf(joiner.agent)).toBe(before + JOIN_CREDITS);

    const { body: members } = await owner.agent
      .get(`/api/group-chats/${group.id}/members`)
      .expect(200);
    expect(members.map((m: { role: string }) => m.role)).toEqual(['admin', 'member']);
  });

  it('lets only the creator delete a group', async () => {
    const owner = await signUp(t);
    const member = await signUp(t);
    const group = await groupOf(owner);
    await member.agent
      .post(`/api/group-chats/${group.id}/join`)
      .send({ shareId: group.shareId, isShareLink: true })
      .expect(200);
    await member.agent.delete(`/api/group-chats/${group.id}`).expect(403);
    await member.agent.get(`/api/group-chats/${group.id}`).expect(200);
    await owner.agent.delete(`/api/group-chats/${group.id}`).expect(200);
    await owner.agent.get(`/api/group-chats/${group.id}`).expect(404);
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

    // The landing's group demo shows the figures' side of that round, never the learners' lines.
    const showcase = t.app.get(ShowcaseRegistry);
    const [demo] = showcase.sourcesOf('group');
    const rows = (await t.dataSource.query(demo!.sql, ['en'])) as { persona: string | null }[];
    expect(rows.map((r) => r.persona)).toEqual(['Galileo Galilei', 'Isaac Newton']);
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
