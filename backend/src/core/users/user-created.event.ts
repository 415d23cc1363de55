import type { Transaction } from '../database/transaction';
import type { UserEntity } from './user.entity';

/**
 * `user.created`: published by `UsersService.create` inside the transaction that inserts the user.
 * A listener writes its own rows with `transaction` (through its repository), so they commit or
 * roll back with the user; a listener that throws rolls the sign-up back. (This is how the credits
 * plugin records a new account's opening balance without core knowing about it.)
 */
export interface UserCreatedEvent {
  readonly name: 'user.created';
  readonly user: Readonly<Pick<UserEntity, 'id' | 'email' | 'firstName' | 'createdAt'>>;
  readonly transaction: Transaction;
}

export type UserCreatedListener = (event: UserCreatedEvent) => Promise<void>;
