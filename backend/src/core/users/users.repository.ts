import type { Transaction } from '../database/transaction';
import type { UserEntity } from './user.entity';

export interface NewUserRow {
  email: string | null;
  passwordHash: string | null;
  oidcSubject: string | null;
  /** When the owner of `email` proved it (OIDC `email_verified`); null after a public sign-up. */
  emailVerifiedAt: Date | null;
  firstName: string | null;
  profileImageUrl: string | null;
}

/** Port: the `users` table. No rules here (normalising, admin, throttling live in `UsersService`). */
export abstract class UsersRepository {
  /** Inserts inside `transaction`; a taken email or OIDC subject rejects with `UserTakenError`. */
  abstract insert(user: NewUserRow, transaction: Transaction): Promise<UserEntity>;
  abstract findById(id: string): Promise<UserEntity | null>;
  abstract findByEmail(email: string): Promise<UserEntity | null>;
  abstract findByOidcSubject(subject: string): Promise<UserEntity | null>;
  abstract passwordHashOf(userId: string): Promise<string | null>;
  /** Sets `lastActive` to now unless it was set within the last minute. */
  abstract touchLastActive(userId: string): Promise<void>;
  /** Sets `emailVerifiedAt` to now unless it is set already. */
  abstract markEmailVerified(userId: string): Promise<void>;
}

/** Another account already has this email (or OIDC subject). */
export class UserTakenError extends Error {
  constructor() {
    super('An account with this email already exists');
    this.name = 'UserTakenError';
  }
}
