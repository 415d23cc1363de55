import type { CustomCharacterFields } from '@agora/contracts';
import type { CustomCharacterEntity } from './mentors.entities';

/** Where a page ended: the last row's createdAt and id. */
export interface MentorPosition {
  createdAt: Date;
  id: string;
}

/** Port: custom-character rows; no rules about who may see what. */
export abstract class MentorsRepository {
  /**
   * Public mentors and, for a signed-in user, their own; newest first (by createdAt, then id),
   * at most `limit`, starting after `after` when given.
   */
  abstract listVisibleTo(
    userId: string | null,
    page: { limit: number; after?: MentorPosition },
  ): Promise<CustomCharacterEntity[]>;
  abstract findById(id: string): Promise<CustomCharacterEntity | null>;
  /**
   * A new mentor of `ownerId`, unless they already own `maxOwned` (then null). One owner's creates
   * run one after another, so parallel creates cannot pass the cap together.
   * `cardExtras`: an imported card's unused fields, kept for export.
   */
  abstract createCapped(
    ownerId: string,
    fields: CustomCharacterFields,
    limits: { maxOwned: number; cardExtras?: Record<string, unknown> },
  ): Promise<CustomCharacterEntity | null>;
  /** How many mentors `ownerId` owns. */
  abstract countOwnedBy(ownerId: string): Promise<number>;
  /** The card fields kept with a mentor (empty when it was not imported). */
  abstract cardExtrasOf(id: string): Promise<Record<string, unknown>>;
  abstract update(id: string, fields: CustomCharacterFields): Promise<CustomCharacterEntity>;
  abstract delete(id: string): Promise<void>;
}
