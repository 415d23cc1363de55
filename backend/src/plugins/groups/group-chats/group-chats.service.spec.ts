import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { GroupsConfig } from '../groups.config';
import {
  InMemoryGroupsBilling,
  InMemoryGroupsRepository,
  RecordedGroupsLive,
  ScriptedGroupsAi,
} from '../testing/in-memory-groups';
import { GroupChatsService } from './group-chats.service';
import {
  GROUPS_CREATED_MAX,
  GROUPS_PER_LEARNER,
  GroupFull,
  MEMBERS_PER_GROUP,
  TooManyGroups,
} from './group-limits';

/** The settings with a join bonus of 25 credits. */
const user = (id: string) => ({ id, email: `${id}@x.org`, firstName: id, isAdmin: false });

describe(GroupChatsService.name, () => {
  const setup = () => {
    const repo = new InMemoryGroupsRepository();
    const billing = new InMemoryGroupsBilling();
    const live = new RecordedGroupsLive();
    const sut = new GroupChatsService(
      repo,
      billing,
      live,
      new ScriptedGroupsAi(),
      new GroupsConfig({ GROUP_JOIN_CREDITS: 25 }),
    );
    sut.onModuleInit();
    return { sut, repo, billing, live };
  };

  it('makes the creator the admin and lets only members read', async () => {
    const { sut } = setup();
    const group = await sut.create(user('a'), { name: 'Physics' });
    expect(await sut.members(user('a'), group.id)).toEqual([
      { id: expect.any(String), role: 'admin', user: { id: 'a', username: 'user-a' } },
    ]);
    await expect(sut.get(user('b'), group.id)).rejects.toBeInstanceOf(NotFoundException);
    await expect(sut.members(user('b'), group.id)).rejects.toBeInstanceOf(NotFoundException);
  });

  it('lets only members with 500 credits or more into the socket room', async () => {
    const { sut, live, billing } = setup();
    const group = await sut.create(user('a'), { name: 'Physics' });
    billing.balances.set('a', 500).set('b', 900);
    expect(await live.policy!('a', group.id)).toBe(true);
    expect(await live.policy!('b', group.id)).toBe(false);
    expect(await live.policy!(null, group.id)).toBe(false);
    billing.balances.set('a', 499);
    expect(await live.policy!('a', group.id)).toBe(false);
  });

  it('lets only the creator delete', async () => {
    const { sut } = setup();
    const group = await sut.create(user('a'), { name: 'Physics' });
    await sut.join(user('b'), group.id, { shareId: group.shareId, isShareLink: true });
    await expect(sut.remove(user('b'), group.id)).rejects.toBeInstanceOf(ForbiddenException);
    await expect(sut.remove(user('a'), group.id)).resolves.toEqual({ success: true });
  });

  it('lets a member leave: out of the group, the list and its live room', async () => {
    const { sut, live, billing } = setup();
    const group = await sut.create(user('a'), { name: 'Physics' });
    await sut.join(user('b'), group.id, { shareId: group.shareId });
    billing.balances.set('b', 900);
    await expect(sut.leave(user('b'), group.id)).resolves.toEqual({ success: true });
    expect(live.evicted).toEqual([{ groupId: group.id, userId: 'b' }]);
    await expect(sut.get(user('b'), group.id)).rejects.toBeInstanceOf(NotFoundException);
    expect(await sut.list(user('b'))).toEqual([]);
    expect(await live.policy!('b', group.id)).toBe(false);
    expect((await sut.members(user('a'), group.id)).map((m) => m.user.id)).toEqual(['a']);
    // Leaving again, like leaving a group one was never in, is a 404.
    await expect(sut.leave(user('b'), group.id)).rejects.toBeInstanceOf(NotFoundException);
  });

  it('refuses the creator leaving their own group with a 409, keeping them in it', async () => {
    const { sut, live } = setup();
    const group = await sut.create(user('a'), { name: 'Physics' });
    await expect(sut.leave(user('a'), group.id)).rejects.toMatchObject({
      status: 409,
      message: 'You created this group: delete it instead',
    });
    expect(await sut.get(user('a'), group.id)).toMatchObject({ id: group.id });
    expect(live.evicted).toEqual([]);
  });

  it('joins only with the group’s own share id; an id alone, or another group’s link, is a 404', async () => {
    const { sut, repo, billing } = setup();
    const one = await sut.create(user('a'), { name: 'One' });
    const two = await sut.create(user('a'), { name: 'Two' });
    await expect(
      sut.join(user('b'), one.id, { shareId: two.shareId, isShareLink: true }),
    ).rejects.toBeInstanceOf(NotFoundException);
    await expect(
      sut.join(user('b'), one.id, { shareId: 'not-the-share-id', isShareLink: true }),
    ).rejects.toBeInstanceOf(NotFoundException);
    expect(await repo.roleOf(one.id, 'b')).toBeNull();
    expect(billing.balances.get('b')).toBeUndefined();
  });

  it('grants the join credits once per learner, for a join by the share link', async () => {
    const { sut, billing } = setup();
    const one = await sut.create(user('a'), { name: 'One' });
    const two = await sut.create(user('a'), { name: 'Two' });
    // The creator, already a member, gets nothing for opening their own link.
    expect(await sut.join(user('a'), one.id, { shareId: one.shareId })).toMatchObject({
      alreadyMember: true,
    });
    expect(billing.balances.get('a')).toBeUndefined();
    expect(await sut.join(user('b'), one.id, { shareId: one.shareId })).toMatchObject({
      creditsGranted: 25,
    });
    expect(await sut.join(user('b'), one.id, { shareId: one.shareId })).toMatchObject({
      alreadyMember: true,
    });
    expect(await sut.join(user('b'), two.id, { shareId: two.shareId })).not.toHaveProperty(
      'creditsGranted',
    );
    expect(billing.balances.get('b')).toBe(25);
  });

  it(`refuses a creator’s group past ${GROUPS_CREATED_MAX} with a 403`, async () => {
    const { sut } = setup();
    for (let i = 0; i < GROUPS_CREATED_MAX; i++) await sut.create(user('a'), { name: `G${i}` });
    await expect(sut.create(user('a'), { name: 'One too many' })).rejects.toMatchObject({
      status: 403,
      message: `You can create at most ${GROUPS_CREATED_MAX} study groups`,
    });
    await expect(sut.create(user('b'), { name: 'Mine' })).resolves.toBeDefined();
  });
  /** `count` groups of other creators with `userId` a member of each. */
  const memberOf = async (repo: InMemoryGroupsRepository, userId: string, count: number) => {
    for (let i = 0; i < count; i++) {
      const g = await repo.create({
        name: `G${i}`,
        description: null,
        shareId: `s${i}`,
        createdBy: `c${i}`,
      });
      repo.addMember(g.id, userId);
    }
  };

  it(`refuses a join past ${GROUPS_PER_LEARNER} groups with a 409, so the list holds them all`, async () => {
    const { sut, repo, billing } = setup();
    await memberOf(repo, 'b', GROUPS_PER_LEARNER);
    const one = await sut.create(user('a'), { name: 'One more' });
    await expect(sut.join(user('b'), one.id, { shareId: one.shareId })).rejects.toMatchObject({
      status: 409,
      message: `You are already in ${GROUPS_PER_LEARNER} study groups, the most one learner may belong to`,
      details: { cap: 'groups-per-learner', limit: GROUPS_PER_LEARNER },
    });
    expect(await repo.roleOf(one.id, 'b')).toBeNull();
    expect(billing.balances.get('b')).toBeUndefined();
    expect(await sut.list(user('b'))).toHaveLength(GROUPS_PER_LEARNER);
    // Opening the link of a group one is already in is no join: it answers as before.
    const mine = (await sut.list(user('b')))[0]!;
    await expect(sut.join(user('b'), mine.id, { shareId: mine.shareId })).resolves.toMatchObject({
      alreadyMember: true,
    });
  });

  it('counts a created group among the ones a learner is in', async () => {
    const { sut, repo } = setup();
    await memberOf(repo, 'b', GROUPS_PER_LEARNER);
    await expect(sut.create(user('b'), { name: 'Mine' })).rejects.toBeInstanceOf(TooManyGroups);
    expect(await sut.list(user('b'))).toHaveLength(GROUPS_PER_LEARNER);
  });

  it(`refuses a join to a group of ${MEMBERS_PER_GROUP} with a 409, so its members list holds them all`, async () => {
    const { sut, repo } = setup();
    const group = await sut.create(user('a'), { name: 'Crowded' });
    for (let i = 1; i < MEMBERS_PER_GROUP; i++) repo.addMember(group.id, `m${i}`);
    const refusal = sut.join(user('late'), group.id, { shareId: group.shareId });
    await expect(refusal).rejects.toBeInstanceOf(GroupFull);
    await expect(refusal).rejects.toMatchObject({
      status: 409,
      message: `This study group is full (${MEMBERS_PER_GROUP} members)`,
      details: { cap: 'members-per-group', limit: MEMBERS_PER_GROUP },
    });
    expect(await sut.members(user('a'), group.id)).toHaveLength(MEMBERS_PER_GROUP);
  });
});
