import { z } from 'zod';

/**
 * Character cards as other character-chat tools (SillyTavern, chub.ai, RisuAI) write them:
 * V1 (flat fields), V2 (`chara_card_v2` with `data`) and V3 (`chara_card_v3` with `data`), as JSON
 * or inside a PNG's `chara` (V2) / `ccv3` (V3) tEXt chunk, base64 of UTF-8 JSON.
 */

export * from './character-card-constants';

/** Free text: other tools write null or leave fields out, both read as empty. */
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

/** Tags: a list, or (old V1 cards) one comma-separated string. */
const tags = z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .transform((v) =>
    (typeof v === 'string' ? v.split(',') : (v ?? [])).map((t) => t.trim()).filter(Boolean),
  );

const name = z
  .string({
    error: (issue) => (issue.input === undefined ? 'name is missing' : 'name must be text'),
  })
  .trim()
  .min(1, 'name is missing');

/** The fields every version shares; anything else a card holds is kept as it is. */
export const CharacterCardDataSchema = z.looseObject({
  name,
  description: text,
  personality: text,
  scenario: text,
  first_mes: text,
  mes_example: text,
  tags,
  extensions: z
    .record(z.string(), z.unknown(), { error: 'extensions must be an object' })
    .nullish()
    .transform((v) => v ?? {}),
});
export type CharacterCardData = z.output<typeof CharacterCardDataSchema>;

/** Our mentor's own fields, carried in `data.extensions.agora` so a round trip loses nothing. */
export const AgoraCardExtensionSchema = z
  .object({
    specialty: z.string().optional(),
    avatar: z.string().optional(),
    speakingStyle: z.string().optional(),
    isPublic: z.boolean().optional(),
  })
  .partial();
export type AgoraCardExtension = z.infer<typeof AgoraCardExtensionSchema>;

/** Character Card V2 as we export it (and as the JSON import route accepts it, besides V1 and V3). */
export const CharacterCardV2Schema = z.object({
  spec: z.literal('chara_card_v2'),
  spec_version: z.literal('2.0'),
  data: z.looseObject({
    name: z.string(),
    description: z.string(),
    personality: z.string(),
    scenario: z.string(),
    first_mes: z.string(),
    mes_example: z.string(),
    creator_notes: z.string(),
    system_prompt: z.string(),
    post_history_instructions: z.string(),
    alternate_greetings: z.array(z.string()),
    tags: z.array(z.string()),
    creator: z.string(),
    character_version: z.string(),
    extensions: z.record(z.string(), z.unknown()),
  }),
});
export type CharacterCardV2 = z.infer<typeof CharacterCardV2Schema>;

/** A card file sent for import: its bytes as base64 (a PNG card or a JSON card), and its name. */
export const CharacterCardFileSchema = z.object({
  fileName: z.string().trim().max(255).optional(),
  /** base64 of at most CHARACTER_CARD_FILE_MAX_BYTES bytes. */
  contentBase64: z
    .string({ error: 'contentBase64 is missing' })
    .min(1, 'contentBase64 is empty')
    // A loop, not a regular expression: a card file's base64 runs to megabytes.
    .refine(isBase64, 'contentBase64 must be base64'),
});

/** Standard base64: the 64 letters, then at most two `=`. */
function isBase64(text: string): boolean {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const end = text.length - padding;
  if (end === 0) return false;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
    if (!letter && c !== 43 && c !== 47) return false;
  }
  return true;
}
export type CharacterCardFile = z.infer<typeof CharacterCardFileSchema>;
