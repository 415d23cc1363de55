import { GROUPS_CREATED_MAX } from '../src/plugins/groups/group-chats/group-limits';
import { balanceOf } from './support/credits-probe';
import { signUp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const JOIN_CREDITS = 25;

describe('study groups under concurrent calls (e2e)', () => {
  const t = useTestApp({
    plugins: ['credits', 'groups'],
    env: {
      STARTING_CREDITS: '650',
      GROUP_JOIN_CREDITS: String(JOIN_CREDITS),
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  });

  it(`creates at most ${GROUPS_CREATED_MAX} groups for 40 parallel create calls of one learner`, async () => {
    const owner = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        owner.agent.post('/api/group-chats').send({ name: `race ${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(GROUPS_CREATED_MAX);
    expect(statuses.filter((s) => s === 403)).toHaveLength(40 - GROUPS_CREATED_MAX);
    for (const refused of answers.filter((a) => a.status === 403))
      expect(refused.body.message).toBe(
        `You can create at most ${GROUPS_CREATED_MAX} study groups`,
      );
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM "group_chats" WHERE "createdBy" = $1`,
      [owner.user.id],
    );
    expect(n).toBe(GROUPS_CREATED_MAX);
    await owner.agent.post('/api/group-chats').send({ name: 'one more' }).expect(403);
    // Another learner's cap is their own.
    const other = await signUp(t);
    await other.agent.post('/api/group-chats').send({ name: 'mine' }).expect(201);
  });

  it('grants the join credits once for parallel joins of one group and of several groups', async () => {
    const owner = await signUp(t);
    const joiner = await signUp(t);
    const groups = [];
    for (let i = 0; i < 5; i++)
      groups.push(
        (
          await owner.agent
            .post('/api/group-chats')
            .send({ name: `circle ${i}` })
            .expect(201)
        ).body as { id: string; shareId: string },
      );
    const before = await balanceOf(joiner.agent);
    const joins = await Promise.all(
      [...groups, ...groups, groups[0]!, groups[0]!].map((g) =>
        joiner.agent
          .post(`/api/group-chats/${g.id}/join`)
          .send({ shareId: g.shareId, isShareLink: true }),
      ),
    );
    expect(joins.map((j) => j.status)).toEqual(Array(joins.length).fill(200));
    expect(joins.filter((j) => j.body.creditsGranted === JOIN_CREDITS)).toHaveLength(1);
    expect(joins.filter((j) => j.body.alreadyMember === false)).toHaveLength(groups.length);
    expect(await balanceOf(joiner.agent)).toBe(before + JOIN_CREDITS);
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM "group_members" WHERE "userId" = $1`,
      [joiner.user.id],
    );
    expect(n).toBe(groups.length);
  });
});
