import { Injectable } from '@nestjs/common';

/**
 * Fields that plugins add to the signed-in user's response (`/api/auth/user`, sign-up, sign-in).
 * A plugin declares its fields by augmenting this interface —
 *   declare module '../../core/users/user-extensions' { interface UserExtensions { x: number } }
 * — and registers a contributor for them in `onModuleInit`. Empty here: core adds nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface UserExtensions {}

/** Gives one user's values of the fields a plugin adds. */
export type UserExtensionContributor = (userId: string) => Promise<Partial<UserExtensions>>;

/** The extension point: plugins register contributors; whoever answers with a user collects them. */
@Injectable()
export class UserExtensionsRegistry {
  private readonly contributors: UserExtensionContributor[] = [];

  register(contributor: UserExtensionContributor): void {
    this.contributors.push(contributor);
  }

  async collect(userId: string): Promise<Partial<UserExtensions>> {
    const parts = await Promise.all(this.contributors.map((contribute) => contribute(userId)));
    return Object.assign({}, ...parts) as Partial<UserExtensions>;
  }
}
