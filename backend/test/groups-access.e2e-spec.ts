import { balanceOf } from './support/credits-probe';
import { useGroupsTestApp, JOIN_CREDITS, webm, type GroupMessage } from './support/groups-test-kit';
import { signUp } from './support/test-app';

/** The 500-credit gate, joining by the share link only, and what non-members and visitors get. */
describe('study groups: who may enter (e2e)', () => {
  const { t, groupOf, socketOf, visitorSocket, joinRoom } = useGroupsTestApp();

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
    const visitor = await visitorSocket();
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
});
