import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { ConfigService } from '../config/config.service';
import { UserEntity } from './user.entity';

export interface NewUser {
  email?: string | null;
  passwordHash?: string | null;
  /** Set when the address is already proven (an OIDC provider's `email_verified`). */
  emailVerified?: boolean;
  oidcSubject?: string | null;
  firstName?: string | null;
  profileImageUrl?: string | null;
}

/**
 * Runs inside the transaction that inserts the user, with that transaction's manager, so work done
 * here (e.g. the credits plugin's opening ledger row) commits or rolls back with the user.
 */
export type UserCreatedListener = (user: UserEntity, manager: EntityManager) => Promise<void>;

const LAST_ACTIVE_INTERVAL_MS = 60_000;

@Injectable()
export class UsersService {
  private readonly createdListeners: UserCreatedListener[] = [];
  private readonly lastTouched = new Map<string, number>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: ConfigService,
  ) {}

  /** Hook point for plugins (subscribe in `onModuleInit`). */
  onUserCreated(listener: UserCreatedListener): void {
    this.createdListeners.push(listener);
  }

  /** Inserts a user with STARTING_CREDITS as opening balance and runs the created-listeners atomically. */
  async create(input: NewUser): Promise<UserEntity> {
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(UserEntity);
      const user = await repo.save(
        repo.create({
          email: input.email ? normaliseEmail(input.email) : null,
          passwordHash: input.passwordHash ?? null,
          oidcSubject: input.oidcSubject ?? null,
          emailVerifiedAt: input.email && input.emailVerified ? new Date() : null,
          firstName: input.firstName ?? null,
          profileImageUrl: input.profileImageUrl ?? null,
          credits: this.config.env.STARTING_CREDITS,
        }),
      );
      for (const listener of this.createdListeners) await listener(user, manager);
      return user;
    });
  }

  findById(id: string): Promise<UserEntity | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.dataSource.getRepository(UserEntity).findOneBy({ id });
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.dataSource.getRepository(UserEntity).findOneBy({ email: normaliseEmail(email) });
  }

  findByOidcSubject(subject: string): Promise<UserEntity | null> {
    return this.dataSource.getRepository(UserEntity).findOneBy({ oidcSubject: subject });
  }

  /** The stored password hash (not selected by default so it never leaks into responses). */
  async passwordHashOf(userId: string): Promise<string | null> {
    const row = await this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .select('u.passwordHash', 'hash')
      .where('u.id = :userId', { userId })
      .getRawOne<{ hash: string | null }>();
    return row?.hash ?? null;
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
    await this.dataSource.query(
      `UPDATE "users" SET "emailVerifiedAt" = now() WHERE "id" = $1 AND "emailVerifiedAt" IS NULL`,
      [userId],
    );
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
    await this.dataSource.query(
      `UPDATE "users" SET "lastActive" = now() WHERE "id" = $1 AND "lastActive" < now() - interval '1 minute'`,
      [userId],
    );
  }
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
