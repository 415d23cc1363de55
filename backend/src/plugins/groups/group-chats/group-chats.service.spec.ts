import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { GroupsConfig } from '../groups.config';
import {
  InMemoryGroupsBilling,
  InMemoryGroupsRepository,
  RecordedGroupsLive,
  ScriptedGroupsAi,
} from '../testing/in-memory-groups';
import { GROUPS_CREATED_MAX, GroupChatsService } from './group-chats.service';

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
});
