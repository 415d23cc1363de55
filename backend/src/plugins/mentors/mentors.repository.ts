import type { CustomCharacterFields } from '@agora/contracts';
import type { CustomCharacterEntity } from './mentors.entities';

/** Where a page ended: whether the last row was the asker's own, its createdAt and id. */
export interface MentorPosition {
  mine: boolean;
  createdAt: Date;
  id: string;
}

/** Port: custom-character rows; no rules about who may see what. */
export abstract class MentorsRepository {
  /**
   * The user's own mentors, then others' public ones; each newest first (by createdAt, then id),
   * at most `limit`, starting after `after` when given. Own first, so that however many public
   * mentors others publish, the first page holds the user's own.
   */
  abstract listVisibleTo(
    userId: string,
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
