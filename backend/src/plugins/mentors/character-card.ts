import {
  type CharacterCardV2,
  type CustomCharacterFields,
  CustomCharacterInputSchema,
  isAvatarValid,
} from '@agora/contracts';
import { BadRequestException } from '@nestjs/common';
import type { CustomCharacterEntity } from './mentors.entities';

const CARD_VERSION = '1.0';

/** Our mentor as a Character Card V2, so it can travel to other character-chat tools and back. */
export function toCharacterCard(
  character: CustomCharacterEntity,
  creator: string,
): CharacterCardV2 {
  return {
    spec: 'chara_card_v2',
    spec_version: '2.0',
    data: {
      name: character.name,
      description: character.background,
      personality: character.personality,
      scenario: `A one-on-one learning conversation with ${character.name}, an expert in ${character.specialty}.`,
      first_mes: `Hello! I am ${character.name}. Ask me anything about ${character.specialty}.`,
      mes_example: '',
      creator_notes: 'Exported from Agora.',
      system_prompt: '',
      post_history_instructions: character.speakingStyle
        ? `Keep this speaking style: ${character.speakingStyle}`
        : '',
      alternate_greetings: [],
      tags: [character.specialty],
      creator,
      character_version: CARD_VERSION,
      extensions: {
        agora: {
          specialty: character.specialty,
          avatar: character.avatar,
          speakingStyle: character.speakingStyle,
          isPublic: character.isPublic,
        },
      },
    },
  };
}

/**
 * Reads a card written by us or by another tool. Cards from elsewhere carry no specialty, so the
 * first tag stands in; an imported mentor starts private unless the card says otherwise.
 */
export function fromCharacterCard(card: CharacterCardV2): CustomCharacterFields {
  const { data } = card;
  const agora = data.extensions.agora ?? {};
  const parsed = CustomCharacterInputSchema.safeParse({
    name: data.name,
    avatar: agora.avatar && isAvatarValid(agora.avatar.trim()) ? agora.avatar : '',
    specialty: agora.specialty ?? data.tags[0] ?? '',
    personality: data.personality || data.description,
    background: data.description.slice(0, 2000),
    speakingStyle: (agora.speakingStyle ?? '').slice(0, 500),
    isPublic: agora.isPublic ?? false,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BadRequestException(
      `Invalid character card: ${issue?.path.join('.') || 'card'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}
