import { ConfigService } from '../config/config.service';
import { parseConfig } from '../config/load-config';
import type { UserCreatedEvent } from './user-created.event';
import { UserTakenError } from './users.repository';
import { UsersService } from './users.service';
import { InMemoryTransactions } from '../database/testing/in-memory-transactions';
import { InMemoryUsersRepository } from './testing/in-memory-users';
import { LocalInvalidationBus } from '../cache/testing/local-invalidation-bus';

function setup(env: Record<string, string> = {}) {
  const repository = new InMemoryUsersRepository();
  const transactions = new InMemoryTransactions();
  const bus = new LocalInvalidationBus();
  const sut = new UsersService(repository, transactions, new ConfigService(parseConfig(env)), bus);
  return { sut, repository, transactions, bus };
}

describe(UsersService.name, () => {
  describe('create', () => {
    it('stores the email lower-cased and trimmed', async () => {
      const { sut, repository } = setup();
      const user = await sut.create({ email: '  Ada@Example.COM ', firstName: 'Ada' });
      expect(repository.rows.get(user.id)).toMatchObject({ email: 'ada@example.com' });
    });

    it('publishes user.created inside the transaction that inserts the user', async () => {
      const { sut, transactions } = setup();
      const events: UserCreatedEvent[] = [];
      sut.onUserCreated(async (event) => void events.push(event));
      const user = await sut.create({ email: 'ada@example.com' });
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ name: 'user.created', user: { id: user.id } });
      expect(transactions.committed).toBe(1);
    });

    it('rolls the user back when a listener fails', async () => {
      const { sut, repository, transactions } = setup();
      sut.onUserCreated(async () => {
        throw new Error('ledger down');
      });
      await expect(sut.create({ email: 'ada@example.com' })).rejects.toThrow('ledger down');
      expect(repository.rows.size).toBe(0);
      expect(transactions.rolledBack).toBe(1);
    });

    it('refuses a second account with the same email whatever its case', async () => {
      const { sut } = setup();
      await sut.create({ email: 'ada@example.com' });
      await expect(sut.create({ email: 'ADA@example.com' })).rejects.toThrow(UserTakenError);
    });
  });

  describe('findById', () => {
    it('answers null for an id that is not a uuid without asking the repository', async () => {
      const { sut } = setup();
      await expect(sut.findById('42; DROP TABLE users')).resolves.toBeNull();
    });
  });

  describe('isAdmin', () => {
    it('recognises ADMIN_USER_ID', () => {
      const { sut } = setup({ ADMIN_USER_ID: '0f8fad5b-d9cb-469f-a165-70867728950e' });
      expect(
        sut.isAdmin({
          id: '0f8fad5b-d9cb-469f-a165-70867728950e',
          email: null,
          emailVerifiedAt: null,
        }),
      ).toBe(true);
      expect(
        sut.isAdmin({
          id: '0f8fad5b-d9cb-469f-a165-70867728950e',
          email: null,
          emailVerifiedAt: null,
        }),
      ).toBe(true);
      expect(
        sut.isAdmin({
          id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
          email: 'x@example.com',
          emailVerifiedAt: new Date(),
        }),
      ).toBe(false);
    });

    it('recognises the ADMIN_EMAIL account whatever its case once the address is proven', () => {
      const { sut } = setup({ ADMIN_EMAIL: ' Boss@Example.COM ' });
      const proven = new Date();
      expect(sut.isAdmin({ id: 'a', email: 'boss@example.com', emailVerifiedAt: proven })).toBe(
        true,
      );
      expect(sut.isAdmin({ id: 'a', email: 'other@example.com', emailVerifiedAt: proven })).toBe(
        false,
      );
    });

    it('refuses the ADMIN_EMAIL account whose address nobody proved (public sign-up)', () => {
      const { sut } = setup({ ADMIN_EMAIL: 'boss@example.com' });
      expect(sut.isAdmin({ id: 'a', email: 'boss@example.com', emailVerifiedAt: null })).toBe(
        false,
      );
    });

    it('makes nobody admin when neither is set', () => {
      const { sut } = setup();
      expect(sut.isAdmin({ id: 'a', email: null, emailVerifiedAt: new Date() })).toBe(false);
    });
  });

  describe('touchLastActive', () => {
    it('writes at most once a minute per user', async () => {
      const { sut, repository } = setup();
      const t0 = 1_000_000;
      await sut.touchLastActive('u1', t0);
      await sut.touchLastActive('u1', t0 + 30_000);
      await sut.touchLastActive('u2', t0 + 30_000);
      await sut.touchLastActive('u1', t0 + 61_000);
      expect(repository.touched).toEqual(['u1', 'u2', 'u1']);
    });
  });
  describe('findById', () => {
    it('serves a user from memory until someone says it changed', async () => {
      const { sut, repository, bus } = setup();
      const user = await sut.create({ email: 'grace@example.com', firstName: 'Grace' });
      const reads = jest.spyOn(repository, 'findById');
      await sut.findById(user.id);
      await sut.findById(user.id);
      expect(reads).toHaveBeenCalledTimes(1);
      await sut.markEmailVerified(user.id);
      expect(bus.published).toContainEqual({ topic: 'user', key: user.id });
      expect((await sut.findById(user.id))?.emailVerifiedAt).not.toBeNull();
      expect(reads).toHaveBeenCalledTimes(2);
    });
  });
});
