import type { CustomCharacterFields } from '@agora/contracts';
import type { CustomCharacterEntity } from './mentors.entities';

/** Port: custom-character rows; no rules about who may see what. */
export abstract class MentorsRepository {
  /** Public mentors and, for a signed-in user, their own; newest first. */
  abstract listVisibleTo(userId: string | null): Promise<CustomCharacterEntity[]>;
  abstract findById(id: string): Promise<CustomCharacterEntity | null>;
  abstract create(ownerId: string, fields: CustomCharacterFields): Promise<CustomCharacterEntity>;
  abstract update(id: string, fields: CustomCharacterFields): Promise<CustomCharacterEntity>;
  abstract delete(id: string): Promise<void>;
}
