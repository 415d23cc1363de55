import type { CustomCharacter, PersonaProfile } from '@agora/contracts';
import type { CustomCharacterEntity } from './mentors.entities';

/** A mentor as the API shows it to `userId` (who may or may not own it). */
export function toCustomCharacter(
  row: CustomCharacterEntity,
  userId: string | null,
): CustomCharacter {
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    specialty: row.specialty,
    personality: row.personality,
    background: row.background,
    speakingStyle: row.speakingStyle,
    greeting: row.greeting,
    isPublic: row.isPublic,
    isOwner: row.ownerId === userId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A mentor as the AI layer's prompt profile. */
export function toPersonaProfile(row: CustomCharacterEntity): PersonaProfile {
  return {
    name: row.name,
    avatar: row.avatar,
    specialty: row.specialty,
    personality: row.personality,
    background: row.background || undefined,
    speakingStyle: row.speakingStyle || undefined,
    greeting: row.greeting || undefined,
  };
}
