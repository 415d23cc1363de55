import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { InvalidationBus } from '../cache/invalidation-bus';

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

/**
 * The extension point: plugins register contributors; whoever answers with a user collects them.
 * Collected values are kept for a few seconds per user; a plugin whose values changed (a balance)
 * calls `changed(userId)`, which reaches every process at once.
 */
@Injectable()
export class UserExtensionsRegistry {
  private readonly contributors: UserExtensionContributor[] = [];
  private readonly cache = new LRUCache<string, Partial<UserExtensions>>({
    ttl: 10_000,
    max: 20_000,
  });

  constructor(private readonly bus: InvalidationBus) {
    bus.on('user', (userId) => this.cache.delete(userId));
  }

  register(contributor: UserExtensionContributor): void {
    this.contributors.push(contributor);
  }

  async collect(userId: string): Promise<Partial<UserExtensions>> {
    const cached = this.cache.get(userId);
    if (cached) return { ...cached };
    const parts = await Promise.all(this.contributors.map((contribute) => contribute(userId)));
    const collected = Object.assign({}, ...parts) as Partial<UserExtensions>;
    this.cache.set(userId, collected);
    return { ...collected };
  }

  changed(userId: string): void {
    this.bus.publish('user', userId);
  }
}
