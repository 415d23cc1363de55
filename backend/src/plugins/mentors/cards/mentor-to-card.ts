import type { AgoraCardExtension, CharacterCardV2 } from '@agora/contracts';
import type { CustomCharacterEntity } from '../mentors.entities';
import type { CardExtras } from './card-to-mentor';

const CARD_VERSION = '1.0';
type CardData = CharacterCardV2['data'];
const TEXT_FIELDS = [
  'scenario',
  'mes_example',
  'creator_notes',
  'system_prompt',
  'post_history_instructions',
  'creator',
  'character_version',
] as const;

/**
 * Our mentor as a Character Card V2, so it travels to other character-chat tools and back. The
 * fields an imported card brought and we did not use come back as they were; our own fields sit
 * in `extensions.agora`.
 */
export function cardFromMentor(
  mentor: CustomCharacterEntity,
  extras: CardExtras,
  creator: string,
): CharacterCardV2 {
  const { extensions, ...kept } = extras;
  const defaults: CardData = {
    name: mentor.name,
    description: mentor.background,
    personality: mentor.personality,
    scenario: `A one-on-one learning conversation with ${mentor.name}, an expert in ${mentor.specialty}.`,
    first_mes: `Hello! I am ${mentor.name}. Ask me anything about ${mentor.specialty}.`,
    mes_example: '',
    creator_notes: 'Exported from Agora.',
    system_prompt: '',
    post_history_instructions: mentor.speakingStyle
      ? `Keep this speaking style: ${mentor.speakingStyle}`
      : '',
    alternate_greetings: [],
    tags: [mentor.specialty],
    creator,
    character_version: CARD_VERSION,
    extensions: {},
  };
  const agora: AgoraCardExtension = {
    specialty: mentor.specialty,
    avatar: mentor.avatar,
    speakingStyle: mentor.speakingStyle,
    isPublic: mentor.isPublic,
  };
  const data: CardData = {
    ...defaults,
    ...kept,
    ...Object.fromEntries(TEXT_FIELDS.map((key) => [key, textOr(kept[key], defaults[key])])),
    alternate_greetings: stringsOr(kept.alternate_greetings, defaults.alternate_greetings),
    tags: stringsOr(kept.tags, defaults.tags),
    name: mentor.name,
    description: mentor.background,
    personality: mentor.personality,
    first_mes: mentor.greeting || defaults.first_mes,
    extensions: { ...objectOr(extensions), agora },
  };
  return { spec: 'chara_card_v2', spec_version: '2.0', data };
}

/** The same card as V3 (for the PNG's `ccv3` chunk): V2's fields plus V3's required ones. */
export function toV3(card: CharacterCardV2): Record<string, unknown> {
  const { data } = card;
  return {
    spec: 'chara_card_v3',
    spec_version: '3.0',
    data: { ...data, group_only_greetings: stringsOr(data.group_only_greetings, []) },
  };
}

const textOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value : fallback;
const stringsOr = (value: unknown, fallback: string[]): string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') && value.length > 0
    ? (value as string[])
    : fallback;
const objectOr = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
