import {
  type CharacterCardFile,
  type CharacterCardV2,
  CUSTOM_CHARACTERS_PAGE_DEFAULT,
  type CustomCharacter,
  type CustomCharacterFields,
  type CustomCharactersQuery,
  type PersonaProfile,
} from '@agora/contracts';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../core/auth/auth-user';
import { readCardFile } from './cards/card-file';
import { InvalidCharacterCard } from './cards/character-card.errors';
import { requireShallow } from './cards/card-json';
import { mentorFromCard } from './cards/card-to-mentor';
import { cardFromMentor, toV3 } from './cards/mentor-to-card';
import { placeholderAvatar } from './cards/placeholder-avatar';
import { writePngCard } from './cards/png-card';
import { readCharacterCard } from './cards/read-card';
import { CardImportQuota } from './card-import-quota';
import { MENTORS_PER_ACCOUNT, MentorCreateQuota, MentorLimitReached } from './mentor-limits';
import { MentorAvatars } from './mentor-avatars';
import type { CustomCharacterEntity } from './mentors.entities';
import { decodeCursor, encodeCursor } from './mentors.cursor';
import { MentorsRepository } from './mentors.repository';
import { toCustomCharacter, toPersonaProfile } from './mentors.views';

/** Custom mentors: mine plus public ones; only the owner edits, deletes or uses a private one. */
@Injectable()
export class MentorsService {
  constructor(
    private readonly repository: MentorsRepository,
    private readonly avatars: MentorAvatars,
    private readonly importQuota: CardImportQuota,
    private readonly createQuota: MentorCreateQuota,
  ) {}

  /** One page, newest first; `nextCursor` is null on the last page. */
  async list(
    user: AuthUser,
    query: CustomCharactersQuery = { limit: CUSTOM_CHARACTERS_PAGE_DEFAULT },
  ): Promise<{ items: CustomCharacter[]; nextCursor: string | null }> {
    const rows = await this.repository.listVisibleTo(user.id, {
      limit: query.limit + 1,
      after: query.cursor ? decodeCursor(query.cursor) : undefined,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => toCustomCharacter(row, user.id)),
      nextCursor:
        rows.length > query.limit && last
          ? encodeCursor({ ...last, mine: last.ownerId === user.id })
          : null,
    };
  }

  /** Within the daily create quota (429) and the cap on mentors one account owns (409). */
  async create(user: AuthUser, fields: CustomCharacterFields): Promise<CustomCharacter> {
    await this.createQuota.take(user.id);
    return toCustomCharacter(await this.createOwned(user, fields), user.id);
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

  /** Character Card V2 JSON of a mentor this user may use. */
  async exportCard(user: AuthUser | null, id: string): Promise<CharacterCardV2> {
    const mentor = await this.requireUsable(user?.id ?? null, id);
    return cardFromMentor(mentor, await this.repository.cardExtrasOf(id), creatorOf(user));
  }

  /** The card as a PNG other tools import: the mentor's picture (or one drawn for it) with the card inside. */
  async exportCardPng(
    user: AuthUser | null,
    id: string,
  ): Promise<{ fileName: string; png: Buffer }> {
    const mentor = await this.requireUsable(user?.id ?? null, id);
    const card = cardFromMentor(mentor, await this.repository.cardExtrasOf(id), creatorOf(user));
    const cards = { v2: JSON.stringify(card), v3: JSON.stringify(toV3(card)) };
    const picture = await this.avatars.read(mentor.avatar);
    return { fileName: `${fileNameOf(mentor.name)}.card.png`, png: withCard(picture, cards) };
  }

  /** A card sent as JSON (V1, V2 or V3); the importer owns the new mentor. */
  async importCard(user: AuthUser, card: unknown): Promise<CustomCharacter> {
    await this.importQuota.take(user.id);
    requireShallow(card);
    const { fields, extras } = mentorFromCard(readCharacterCard(card));
    return toCustomCharacter(await this.createOwned(user, fields, extras), user.id);
  }

  /** A card file (PNG or JSON); a PNG's picture becomes the avatar once the card is known good. */
  async importCardFile(user: AuthUser, file: CharacterCardFile): Promise<CustomCharacter> {
    await this.importQuota.take(user.id);
    const { card, image } = readCardFile(file);
    const { fields, extras } = mentorFromCard(readCharacterCard(card));
    // Checked before the picture is stored too, so a full account leaves no orphan picture behind.
    if ((await this.repository.countOwnedBy(user.id)) >= MENTORS_PER_ACCOUNT)
      throw new MentorLimitReached();
    const avatar = image ? await this.avatars.store(image) : fields.avatar;
    const row = await this.createOwned(user, { ...fields, avatar }, extras);
    return toCustomCharacter(row, user.id);
  }

  /** The prompt profile of `custom-{id}` for this user; someone else's private mentor is a 404. */
  async personaFor(userId: string | null, id: string): Promise<PersonaProfile> {
    return toPersonaProfile(await this.requireUsable(userId, id));
  }

  /** A new mentor of `user`, unless they own MENTORS_PER_ACCOUNT already (409). */
  private async createOwned(
    user: AuthUser,
    fields: CustomCharacterFields,
    cardExtras?: Record<string, unknown>,
  ): Promise<CustomCharacterEntity> {
    const row = await this.repository.createCapped(user.id, fields, {
      maxOwned: MENTORS_PER_ACCOUNT,
      cardExtras,
    });
    if (!row) throw new MentorLimitReached();
    return row;
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

const creatorOf = (user: AuthUser | null): string => user?.firstName || 'Agora';
const fileNameOf = (name: string): string =>
  name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'character';

/** The card inside the mentor's picture, or inside the placeholder when that picture is not a PNG within our bounds. */
function withCard(picture: Buffer | null, cards: { v2: string; v3: string }): Buffer {
  if (picture)
    try {
      return writePngCard(picture, cards);
    } catch (error) {
      if (!(error instanceof InvalidCharacterCard)) throw error;
    }
  return writePngCard(placeholderAvatar(), cards);
}
