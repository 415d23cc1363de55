import { GROUPS_PER_LEARNER } from '../src/plugins/groups/group-chats/group-limits';
import { type GroupMessage, useGroupsTestApp } from './support/groups-test-kit';
import { signUp, type SignedUp } from './support/test-app';

/** A member leaving a study group: what goes (the membership, the live room) and what stays. */
describe('study groups: leaving one (e2e)', () => {
  const { t, groupOf, socketOf, joinRoom, collectMessages } = useGroupsTestApp();

  const join = (user: SignedUp, group: { id: string; shareId: string }) =>
    user.agent
      .post(`/api/group-chats/${group.id}/join`)
      .send({ shareId: group.shareId, isShareLink: true });
  const leave = (user: SignedUp, groupId: string) =>
    user.agent.delete(`/api/group-chats/${groupId}/members/me`);

  it('takes a member out of the group and its list, keeping the messages they sent', async () => {
    const owner = await signUp(t);
    const member = await signUp(t);
    const group = await groupOf(owner);
    await join(member, group).expect(200);
    const base = `/api/group-chats/${group.id}`;
    await member.agent
      .post(`${base}/messages`)
      .send({ content: 'Gravity bends light' })
      .expect(201);

    expect((await leave(member, group.id).expect(200)).body).toEqual({ success: true });

    const { body: list } = await member.agent.get('/api/group-chats').expect(200);
    expect(list).toEqual([]);
    await member.agent.get(base).expect(404);
    await member.agent.get(`${base}/messages`).expect(404);
    await member.agent.post(`${base}/messages`).send({ content: 'still here?' }).expect(404);
    // The others keep what the former member wrote, still signed with their id.
    const { body: page } = await owner.agent.get(`${base}/messages`).expect(200);
    expect(page.messages.map((m: GroupMessage) => [m.userId, m.content])).toEqual([
      [member.user.id, 'Gravity bends light'],
    ]);
    const { body: members } = await owner.agent.get(`${base}/members`).expect(200);
    expect(members.map((m: { user: { id: string } }) => m.user.id)).toEqual([owner.user.id]);
    const { body: seen } = await owner.agent.get(base).expect(200);
    expect(seen.memberCount).toBe(1);
    // Leaving twice: they are no member any more.
    await leave(member, group.id).expect(404);
  });

  it('refuses the creator with a 409 telling them to delete it, and answers others 404', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const group = await groupOf(owner);

    const refused = await leave(owner, group.id).expect(409);
    expect(refused.body.message).toBe('You created this group: delete it instead');
    await owner.agent.get(`/api/group-chats/${group.id}`).expect(200);

    await leave(stranger, group.id).expect(404);
    await leave(stranger, '00000000-0000-4000-8000-000000000000').expect(404);
    await leave(stranger, 'not-a-uuid').expect(400);
    await t.http.delete(`/api/group-chats/${group.id}/members/me`).expect(401);
    const { body: members } = await owner.agent
      .get(`/api/group-chats/${group.id}/members`)
      .expect(200);
    expect(members).toHaveLength(1);
  });

  it('stops the live messages to the sockets the learner had open in the room', async () => {
    const owner = await signUp(t);
    const member = await signUp(t);
    const group = await groupOf(owner);
    await join(member, group).expect(200);
    const [watching, stillWatching] = [await socketOf(member), await socketOf(owner)];
    expect(await joinRoom(watching, group.id)).toEqual({ ok: true });
    expect(await joinRoom(stillWatching, group.id)).toEqual({ ok: true });
    const [memberSaw, ownerSaw] = [collectMessages(watching), collectMessages(stillWatching)];

    await leave(member, group.id).expect(200);
    await owner.agent
      .post(`/api/group-chats/${group.id}/messages`)
      .send({ content: 'After you left' })
      .expect(201);

    await waitFor(() => ownerSaw.length === 1);
    // A round trip on the member's socket: anything published before it would have arrived.
    expect((await joinRoom(watching, group.id)).ok).toBe(false);
    expect(ownerSaw.map((m) => m.content)).toEqual(['After you left']);
    expect(memberSaw).toEqual([]);
  });

  it(`lets a learner at ${GROUPS_PER_LEARNER} groups join another once they left one`, async () => {
    const learner = await signUp(t);
    const creator = await signUp(t);
    const [first, next] = [await groupOf(creator, 'First'), await groupOf(creator, 'Next')];
    await join(learner, first).expect(200);
    // The other GROUPS_PER_LEARNER - 1 groups, made straight in the database.
    await t.dataSource.query(
      `WITH made AS (
         INSERT INTO "group_chats" ("name", "shareId", "createdBy")
         SELECT 'seeded ' || i, 'seeded-share-' || gen_random_uuid(), $1
         FROM generate_series(1, $2) AS i RETURNING "id")
       INSERT INTO "group_members" ("groupId", "userId", "role")
       SELECT "id", $3, 'member' FROM made`,
      [creator.user.id, GROUPS_PER_LEARNER - 1, learner.user.id],
    );
    const full = await join(learner, next).expect(409);
    expect(full.body).toMatchObject({ cap: 'groups-per-learner', limit: GROUPS_PER_LEARNER });

    await leave(learner, first.id).expect(200);
    await join(learner, next).expect(200);
    const { body: list } = await learner.agent.get('/api/group-chats').expect(200);
    expect(list).toHaveLength(GROUPS_PER_LEARNER);
    expect(list.map((g: { id: string }) => g.id)).toContain(next.id);
    expect(list.map((g: { id: string }) => g.id)).not.toContain(first.id);
  });
});

async function waitFor(done: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
