import {
  type CharacterCardV2,
  CUSTOM_CHARACTERS_PAGE_DEFAULT,
  type CustomCharacter,
  type CustomCharacterFields,
  type CustomCharactersQuery,
  type PersonaProfile,
} from '@agora/contracts';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../core/auth/auth-user';
import { fromCharacterCard, toCharacterCard } from './character-card';
import type { CustomCharacterEntity } from './mentors.entities';
import { decodeCursor, encodeCursor } from './mentors.cursor';
import { MentorsRepository } from './mentors.repository';
import { toCustomCharacter, toPersonaProfile } from './mentors.views';

/** Custom mentors: mine plus public ones; only the owner edits, deletes or uses a private one. */
@Injectable()
export class MentorsService {
  constructor(private readonly repository: MentorsRepository) {}

  /** One page, newest first; `nextCursor` is null on the last page. */
  async list(
    user: AuthUser | null,
    query: CustomCharactersQuery = { limit: CUSTOM_CHARACTERS_PAGE_DEFAULT },
  ): Promise<{ items: CustomCharacter[]; nextCursor: string | null }> {
    const rows = await this.repository.listVisibleTo(user?.id ?? null, {
      limit: query.limit + 1,
      after: query.cursor ? decodeCursor(query.cursor) : undefined,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => toCustomCharacter(row, user?.id ?? null)),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
    };
  }

  async create(user: AuthUser, fields: CustomCharacterFields): Promise<CustomCharacter> {
    return toCustomCharacter(await this.repository.create(user.id, fields), user.id);
  }

  async update(
    user: AuthUser,
    id: string,
    fields: CustomCharacterFields,
  ): Promise<CustomCharacter> {
    await this.requireOwned(user, id);
    return toCustomCharacter(await this.repository.update(id, fields), user.id);
  }

  async remove(user: AuthUser, id: string): Promise<{ success: true }> {
    await this.requireOwned(user, id);
    await this.repository.delete(id);
    return { success: true };
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
    return toPersonaProfile(await this.requireUsable(userId, id));
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
