import session, { type SessionData } from 'express-session';
import { LocalInvalidationBus } from '../cache/testing/local-invalidation-bus';
import { cacheSessionReads } from './cached-session-store';

const data = (userId: string) =>
  ({ cookie: { originalMaxAge: 1000 }, userId }) as unknown as SessionData;

function setup() {
  const backing = new session.MemoryStore();
  const reads = jest.spyOn(backing, 'get');
  const bus = new LocalInvalidationBus();
  const store = cacheSessionReads(backing, bus, { ttlMs: 60_000, max: 100 });
  const get = (sid: string) =>
    new Promise<SessionData | null | undefined>((resolve, reject) =>
      store.get(sid, (error, value) => (error ? reject(error as Error) : resolve(value))),
    );
  const set = (sid: string, value: SessionData) =>
    new Promise<void>((resolve) => store.set(sid, value, () => resolve()));
  return { store, bus, reads, get, set };
}

describe(cacheSessionReads.name, () => {
  it('reads a session from the store once, then from memory, as a fresh copy each time', async () => {
    const { reads, get, set } = setup();
    await set('s1', data('u1'));
    const first = await get('s1');
    const second = await get('s1');
    expect(reads).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });

  it('forgets a session that is written or destroyed, and tells the other processes', async () => {
    const { store, bus, reads, get, set } = setup();
    await set('s1', data('u1'));
    await get('s1');
    await set('s1', data('u2'));
    expect((await get('s1'))?.userId).toBe('u2');
    await new Promise<void>((resolve) => store.destroy('s1', () => resolve()));
    expect(await get('s1')).toBeFalsy();
    expect(reads).toHaveBeenCalledTimes(2 + 1);
    expect(
      bus.published.filter((m) => m.topic === 'session' && m.key === 's1').length,
    ).toBeGreaterThan(0);
  });

  it('drops every cached session of a user when another process ends them', async () => {
    const { bus, reads, get, set } = setup();
    await set('a', data('u1'));
    await set('b', data('u1'));
    await set('c', data('u2'));
    for (const sid of ['a', 'b', 'c']) await get(sid);
    bus.publish('user-sessions', 'u1');
    for (const sid of ['a', 'b', 'c']) await get(sid);
    expect(reads).toHaveBeenCalledTimes(3 + 2);
  });

  it('ends a session under the user it now belongs to, not the one it was cached for before', async () => {
    const { bus, reads, get, set } = setup();
    await set('a', data('u1'));
    await get('a');
    await set('a', data('u2'));
    await get('a');
    expect(reads).toHaveBeenCalledTimes(2);
    bus.publish('user-sessions', 'u1');
    await get('a');
    expect(reads).toHaveBeenCalledTimes(2);
    bus.publish('user-sessions', 'u2');
    expect((await get('a'))?.userId).toBe('u2');
    expect(reads).toHaveBeenCalledTimes(3);
  });
});
