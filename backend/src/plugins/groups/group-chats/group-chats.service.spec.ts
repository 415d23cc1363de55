import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { GroupsConfig } from '../groups.config';
import {
  InMemoryGroupsBilling,
  InMemoryGroupsRepository,
  RecordedGroupsLive,
  ScriptedGroupsAi,
} from '../testing/in-memory-groups';
import { GroupChatsService } from './group-chats.service';

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

  it('lets only members into the socket room', async () => {
    const { sut, live } = setup();
    const group = await sut.create(user('a'), { name: 'Physics' });
    expect(await live.policy!('a', group.id)).toBe(true);
    expect(await live.policy!('b', group.id)).toBe(false);
    expect(await live.policy!(null, group.id)).toBe(false);
  });

  it('lets only the creator delete', async () => {
    const { sut } = setup();
    const group = await sut.create(user('a'), { name: 'Physics' });
    await sut.join(user('b'), group.id, { isShareLink: true });
    await expect(sut.remove(user('b'), group.id)).rejects.toBeInstanceOf(ForbiddenException);
    await expect(sut.remove(user('a'), group.id)).resolves.toEqual({ success: true });
  });

  it('grants the join credits once per learner, only by share link', async () => {
    const { sut, billing } = setup();
    const one = await sut.create(user('a'), { name: 'One' });
    const two = await sut.create(user('a'), { name: 'Two' });
    expect(await sut.join(user('c'), one.id, {})).not.toHaveProperty('creditsGranted');
    expect(await sut.join(user('b'), one.id, { isShareLink: true })).toMatchObject({
      creditsGranted: 25,
    });
    expect(await sut.join(user('b'), one.id, { isShareLink: true })).toMatchObject({
      alreadyMember: true,
    });
    expect(await sut.join(user('b'), two.id, { isShareLink: true })).not.toHaveProperty(
      'creditsGranted',
    );
    expect(billing.balances.get('b')).toBe(25);
  });
});
