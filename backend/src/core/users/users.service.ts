import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { AuthUser } from '../auth/auth-user';
import { InvalidationBus } from '../cache/invalidation-bus';
import { ConfigService } from '../config/config.service';
import { Transactions } from '../database/transaction';
import type { UserCreatedListener } from './user-created.event';
import type { UserEntity } from './user.entity';
import { UsersRepository } from './users.repository';

export interface NewUser {
  email?: string | null;
  passwordHash?: string | null;
  /** Set when the address is already proven (an OIDC provider's `email_verified`). */
  emailVerified?: boolean;
  oidcSubject?: string | null;
  firstName?: string | null;
  profileImageUrl?: string | null;
}

const LAST_ACTIVE_INTERVAL_MS = 60_000;
/** Every signed-in request reads its user; a change reaches every process through the bus. */
const USER_CACHE = { ttl: 10_000, max: 20_000 };

@Injectable()
export class UsersService {
  private readonly createdListeners: UserCreatedListener[] = [];
  private readonly lastTouched = new Map<string, number>();
  private readonly cache = new LRUCache<string, UserEntity>(USER_CACHE);

  constructor(
    private readonly users: UsersRepository,
    private readonly transactions: Transactions,
    private readonly config: ConfigService,
    private readonly bus: InvalidationBus,
  ) {
    bus.on('user', (userId) => this.cache.delete(userId));
  }

  /** Subscribes to `user.created` (call it in `onModuleInit`); see `UserCreatedEvent`. */
  onUserCreated(listener: UserCreatedListener): void {
    this.createdListeners.push(listener);
  }

  /**
   * Inserts a user and publishes `user.created` in the same transaction: the listeners' writes
   * commit with the user, and a failing listener rolls the user back. A taken email or OIDC
   * subject rejects with `UserTakenError`.
   */
  async create(input: NewUser): Promise<UserEntity> {
    return this.transactions.run(async (transaction) => {
      const user = await this.users.insert(
        {
          email: input.email ? normaliseEmail(input.email) : null,
          passwordHash: input.passwordHash ?? null,
          oidcSubject: input.oidcSubject ?? null,
          emailVerifiedAt: input.email && input.emailVerified ? new Date() : null,
          firstName: input.firstName ?? null,
          profileImageUrl: input.profileImageUrl ?? null,
        },
        transaction,
      );
      for (const listener of this.createdListeners)
        await listener({ name: 'user.created', user, transaction });
      return user;
    });
  }

  async findById(id: string): Promise<UserEntity | null> {
    if (!isUuid(id)) return null;
    const cached = this.cache.get(id);
    if (cached) return cached;
    const user = await this.users.findById(id);
    if (user) this.cache.set(id, user);
    return user;
  }

  /** Call after changing a user's row outside this service: every process reads it afresh. */
  changed(userId: string): void {
    this.bus.publish('user', userId);
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findByEmail(normaliseEmail(email));
  }

  findByOidcSubject(subject: string): Promise<UserEntity | null> {
    return this.users.findByOidcSubject(subject);
  }

  /** The stored password hash (not selected by default so it never leaks into responses). */
  passwordHashOf(userId: string): Promise<string | null> {
    return this.users.passwordHashOf(userId);
  }

  /**
   * ADMIN_USER_ID, or the ADMIN_EMAIL account once its owner has proven the address (OIDC
   * `email_verified`, or the operator's `admin:create`): signing up with the address is not enough.
   */
  isAdmin(user: Pick<UserEntity, 'id' | 'email' | 'emailVerifiedAt'>): boolean {
    const { ADMIN_EMAIL, ADMIN_USER_ID } = this.config.env;
    if (ADMIN_USER_ID && user.id === ADMIN_USER_ID) return true;
    return (
      !!ADMIN_EMAIL &&
      !!user.email &&
      user.email === normaliseEmail(ADMIN_EMAIL) &&
      user.emailVerifiedAt !== null
    );
  }

  /** Records that the owner of the account's address proved it (idempotent). */
  async markEmailVerified(userId: string): Promise<void> {
    await this.users.markEmailVerified(userId);
    this.changed(userId);
  }

  toAuthUser(user: UserEntity): AuthUser {
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      isAdmin: this.isAdmin(user),
    };
  }

  /** Records activity at most once a minute per user (per process, and in SQL across processes). */
  async touchLastActive(userId: string, now = Date.now()): Promise<void> {
    const last = this.lastTouched.get(userId);
    if (last !== undefined && now - last < LAST_ACTIVE_INTERVAL_MS) return;
    this.lastTouched.set(userId, now);
    if (this.lastTouched.size > 10_000) this.lastTouched.clear();
    await this.users.touchLastActive(userId);
  }
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
