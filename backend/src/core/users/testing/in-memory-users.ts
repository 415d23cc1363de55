import { randomUUID } from 'node:crypto';
import { whenCommitted } from '../../database/testing/in-memory-transactions';
import type { Transaction } from '../../database/transaction';
import { UserEntity } from '../user.entity';
import { type NewUserRow, UsersRepository, UserTakenError } from '../users.repository';

export class InMemoryUsersRepository extends UsersRepository {
  readonly rows = new Map<string, UserEntity>();
  readonly touched: string[] = [];

  async insert(row: NewUserRow, transaction: Transaction): Promise<UserEntity> {
    const taken = [...this.rows.values()].some(
      (u) =>
        (row.email !== null && u.email === row.email) ||
        (row.oidcSubject !== null && u.oidcSubject === row.oidcSubject),
    );
    if (taken) throw new UserTakenError();
    const user = Object.assign(new UserEntity(), row, {
      id: randomUUID(),
      createdAt: new Date(),
      lastActive: new Date(),
    });
    whenCommitted(transaction, () => this.rows.set(user.id, user));
    return user;
  }

  async findById(id: string): Promise<UserEntity | null> {
    return this.rows.get(id) ?? null;
  }

  async findByEmail(email: string): Promise<UserEntity | null> {
    return [...this.rows.values()].find((u) => u.email === email) ?? null;
  }

  async findByOidcSubject(subject: string): Promise<UserEntity | null> {
    return [...this.rows.values()].find((u) => u.oidcSubject === subject) ?? null;
  }

  async passwordHashOf(userId: string): Promise<string | null> {
    return this.rows.get(userId)?.passwordHash ?? null;
  }

  async touchLastActive(userId: string): Promise<void> {
    this.touched.push(userId);
  }

  async markEmailVerified(userId: string): Promise<void> {
    const user = this.rows.get(userId);
    if (user && !user.emailVerifiedAt) user.emailVerifiedAt = new Date();
  }
}
