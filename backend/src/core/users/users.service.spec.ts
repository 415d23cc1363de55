import type { DataSource } from 'typeorm';
import type { ConfigService } from '../config/config.service';
import { parseConfig } from '../config/load-config';
import { UsersService } from './users.service';

function service(env: Record<string, string>, query = jest.fn().mockResolvedValue([])) {
  const config = { env: parseConfig(env) } as ConfigService;
  return { sut: new UsersService({ query } as unknown as DataSource, config), query };
}

describe(UsersService.name, () => {
  describe('isAdmin', () => {
    it('recognises ADMIN_USER_ID', () => {
      const { sut } = service({ ADMIN_USER_ID: '0f8fad5b-d9cb-469f-a165-70867728950e' });
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
      const { sut } = service({ ADMIN_EMAIL: ' Boss@Example.COM ' });
      const proven = new Date();
      expect(sut.isAdmin({ id: 'a', email: 'boss@example.com', emailVerifiedAt: proven })).toBe(
        true,
      );
      expect(sut.isAdmin({ id: 'a', email: 'other@example.com', emailVerifiedAt: proven })).toBe(
        false,
      );
    });

    it('refuses the ADMIN_EMAIL account whose address nobody proved (public sign-up)', () => {
      const { sut } = service({ ADMIN_EMAIL: 'boss@example.com' });
      expect(sut.isAdmin({ id: 'a', email: 'boss@example.com', emailVerifiedAt: null })).toBe(
        false,
      );
    });

    it('makes nobody admin when neither is set', () => {
      const { sut } = service({});
      expect(sut.isAdmin({ id: 'a', email: null, emailVerifiedAt: new Date() })).toBe(false);
    });
  });

  describe('touchLastActive', () => {
    it('writes at most once a minute per user', async () => {
      const { sut, query } = service({});
      const t0 = 1_000_000;
      await sut.touchLastActive('u1', t0);
      await sut.touchLastActive('u1', t0 + 30_000);
      await sut.touchLastActive('u2', t0 + 30_000);
      await sut.touchLastActive('u1', t0 + 61_000);
      expect(query.mock.calls.map((call) => call[1])).toEqual([['u1'], ['u2'], ['u1']]);
    });
  });
});
