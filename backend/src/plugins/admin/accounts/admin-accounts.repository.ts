/** Port: the account writes of the operator's `admin:create` (no rules here). */
export abstract class AdminAccountsRepository {
  /** Sets the password hash and marks the address proven. */
  abstract resetPassword(userId: string, passwordHash: string): Promise<void>;
  /** Ends every session of the account (whoever held it before is signed out); their ids. */
  abstract endSessions(userId: string): Promise<string[]>;
}
