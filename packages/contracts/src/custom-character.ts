import { z } from 'zod';
import {
  CUSTOM_CHARACTER_LIMITS,
  CUSTOM_CHARACTERS_PAGE_DEFAULT,
  CUSTOM_CHARACTERS_PAGE_MAX,
} from './custom-character-limits';
import { DEFAULT_CUSTOM_AVATAR } from './chat';
import { optionalLines, visibleLine, visibleLines } from './visible-text';

/** Custom mentors: a learner's own characters and their avatars (spec 02 §3). */

const HTTP_URL = /^https?:\/\/[^\s]+$/i;
const EMOJI =
  /^(?:\p{Extended_Pictographic}|\p{Emoji_Presentation}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u200d|\ufe0f|\u20e3|[#*0-9])+$/u;
/** An image we serve ourselves (an avatar taken from an imported PNG card). */
const OWN_MEDIA = /^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The avatar is a picture to show with <img> (else it is an emoji). */
export const isImageAvatar = (value: string): boolean =>
  (HTTP_URL.test(value) && value.length <= 500) || OWN_MEDIA.test(value);
export const isAvatarValid = (value: string): boolean =>
  isImageAvatar(value) ||
  (EMOJI.test(value) &&
    [...value].length <= 12 &&
    /\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(value));

export const AvatarSchema = z
  .string()
  .trim()
  .transform((v) => (v === '' ? DEFAULT_CUSTOM_AVATAR : v))
  .refine(isAvatarValid, 'avatar must be an emoji or an http(s) URL');

export {
  CUSTOM_CHARACTER_LIMITS,
  CUSTOM_CHARACTERS_PAGE_DEFAULT,
  CUSTOM_CHARACTERS_PAGE_MAX,
} from './custom-character-limits';
const L = CUSTOM_CHARACTER_LIMITS;

export const CustomCharacterInputSchema = z.object({
  name: visibleLine('name', L.name),
  avatar: AvatarSchema.default(DEFAULT_CUSTOM_AVATAR),
  specialty: visibleLine('specialty', L.specialty),
  personality: visibleLines('personality', L.personality),
  background: optionalLines('background', L.background).default(''),
  speakingStyle: optionalLines('speakingStyle', L.speakingStyle).default(''),
  /** The mentor's first words when a chat starts (a card's `first_mes`); empty for none. */
  greeting: optionalLines('greeting', L.greeting).default(''),
  isPublic: z.boolean().default(false),
});
export type CustomCharacterInput = z.input<typeof CustomCharacterInputSchema>;
export type CustomCharacterFields = z.output<typeof CustomCharacterInputSchema>;

export const CustomCharacterSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string(),
  specialty: z.string(),
  personality: z.string(),
  background: z.string(),
  speakingStyle: z.string(),
  greeting: z.string(),
  isPublic: z.boolean(),
  isOwner: z.boolean(),
  createdAt: z.string(),
});
export type CustomCharacter = z.infer<typeof CustomCharacterSchema>;

export const CustomCharactersQuerySchema = z.object({
  cursor: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'not a cursor from X-Next-Cursor')
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CUSTOM_CHARACTERS_PAGE_MAX)
    .default(CUSTOM_CHARACTERS_PAGE_DEFAULT),
});
export type CustomCharactersQuery = z.infer<typeof CustomCharactersQuerySchema>;
