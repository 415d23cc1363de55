import { LocalInvalidationBus } from '../../../core/cache/testing/local-invalidation-bus';
import { ConfigService } from '../../../core/config/config.service';
import { parseConfig } from '../../../core/config/load-config';
import { InMemoryTransactions } from '../../../core/database/testing/in-memory-transactions';
import { InMemoryUsersRepository } from '../../../core/users/testing/in-memory-users';
import { UserExtensionsRegistry } from '../../../core/users/user-extensions';
import { UsersService } from '../../../core/users/users.service';
import { AuthService } from '../auth.service';
import { LoginAttempts } from '../login-attempts';
import { PasswordHasher } from '../password-hasher';

/** Readable, reversible "hashes": enough to test the rules, never used outside tests. */
export class PlainPasswordHasher extends PasswordHasher {
  async hash(password: string): Promise<string> {
    return `plain:${password}`;
  }
  async verify(passwordHash: string, password: string): Promise<boolean> {
    return passwordHash === `plain:${password}`;
  }
}

export class InMemoryLoginAttempts extends LoginAttempts {
  readonly counts = new Map<string, number>();
  /** When each counted window ends (ms), as Redis expires the key. */
  readonly ends = new Map<string, number>();
  async failures(email: string, ip: string): Promise<number> {
    return this.counts.get(`${email}|${ip}`) ?? 0;
  }
  async secondsLeft(email: string, ip: string): Promise<number> {
    const end = this.ends.get(`${email}|${ip}`);
    return end === undefined ? 0 : Math.max(0, Math.ceil((end - Date.now()) / 1000));
  }
  async recordFailure(email: string, ip: string, windowSeconds: number): Promise<void> {
    const key = `${email}|${ip}`;
    if (!this.ends.has(key)) this.ends.set(key, Date.now() + windowSeconds * 1000);
    this.counts.set(key, (await this.failures(email, ip)) + 1);
  }
  async reset(email: string, ip: string): Promise<void> {
    this.counts.delete(`${email}|${ip}`);
    this.ends.delete(`${email}|${ip}`);
  }
}

/** A real `AuthService` over in-memory users, attempts and hashes. */
export function authServiceWithFakes(env: Record<string, string> = {}) {
  const config = new ConfigService(parseConfig(env));
  const usersRepository = new InMemoryUsersRepository();
  const bus = new LocalInvalidationBus();
  const users = new UsersService(usersRepository, new InMemoryTransactions(), config, bus);
  const extensions = new UserExtensionsRegistry(bus);
  const attempts = new InMemoryLoginAttempts();
  const auth = new AuthService(users, extensions, new PlainPasswordHasher(), attempts, config);
  return { auth, users, usersRepository, extensions, attempts };
}
