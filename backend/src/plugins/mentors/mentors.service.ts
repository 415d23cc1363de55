import type {
  CharacterCardV2,
  CustomCharacter,
  CustomCharacterFields,
  PersonaProfile,
} from '@agora/contracts';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../core/auth/auth-user';
import { fromCharacterCard, toCharacterCard } from './character-card';
import type { CustomCharacterEntity } from './mentors.entities';
import { MentorsRepository } from './mentors.repository';

/** Custom mentors: mine plus public ones; only the owner edits, deletes or uses a private one. */
@Injectable()
export class MentorsService {
  constructor(private readonly repository: MentorsRepository) {}

  async list(user: AuthUser | null): Promise<CustomCharacter[]> {
    const rows = await this.repository.listVisibleTo(user?.id ?? null);
    return rows.map((row) => toView(row, user?.id ?? null));
  }

  async create(user: AuthUser, fields: CustomCharacterFields): Promise<CustomCharacter> {
    return toView(await this.repository.create(user.id, fields), user.id);
  }

  async update(
    user: AuthUser,
    id: string,
    fields: CustomCharacterFields,
  ): Promise<CustomCharacter> {
    await this.requireOwned(user, id);
    return toView(await this.repository.update(id, fields), user.id);
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    await this.requireOwned(user, id);
    await this.repository.delete(id);
  }

  async exportCard(user: AuthUser | null, id: string): Promise<CharacterCardV2> {
    const character = await this.requireUsable(user?.id ?? null, id);
    return toCharacterCard(character, user?.firstName ?? user?.email ?? 'Agora');
  }

  async importCard(user: AuthUser, card: CharacterCardV2): Promise<CustomCharacter> {
    return this.create(user, fromCharacterCard(card));
  }

  /** The prompt profile of `custom-{id}` for this user; someone else's private mentor is a 404. */
  async personaFor(userId: string | null, id: string): Promise<PersonaProfile> {
    const c = await this.requireUsable(userId, id);
    return {
      name: c.name,
      avatar: c.avatar,
      specialty: c.specialty,
      personality: c.personality,
      background: c.background || undefined,
      speakingStyle: c.speakingStyle || undefined,
    };
  }

  private async requireUsable(userId: string | null, id: string): Promise<CustomCharacterEntity> {
    const character = await this.repository.findById(id);
    if (!character || (!character.isPublic && character.ownerId !== userId))
      throw new NotFoundException('Custom character not found');
    return character;
  }

  /** Others' private mentors stay invisible (404); public ones are visible but not theirs to change (403). */
  private async requireOwned(user: AuthUser, id: string): Promise<CustomCharacterEntity> {
    const character = await this.requireUsable(user.id, id);
    if (character.ownerId !== user.id)
      throw new ForbiddenException('Only the owner may change this character');
    return character;
  }
}

function toView(row: CustomCharacterEntity, userId: string | null): CustomCharacter {
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    specialty: row.specialty,
    personality: row.personality,
    background: row.background,
    speakingStyle: row.speakingStyle,
    isPublic: row.isPublic,
    isOwner: row.ownerId === userId,
    createdAt: row.createdAt.toISOString(),
  };
}
