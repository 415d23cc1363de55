import { type CharacterCardData, CharacterCardDataSchema } from '@agora/contracts';
import type { z } from 'zod';
import { InvalidCharacterCard } from './character-card.errors';

export type CardVersion = 'v1' | 'v2' | 'v3';
export interface ReadCard {
  version: CardVersion;
  data: CharacterCardData;
}

const SPECS: Record<string, { version: CardVersion; major: number }> = {
  chara_card_v2: { version: 'v2', major: 2 },
  chara_card_v3: { version: 'v3', major: 3 },
};

/**
 * Any card version as one shape: V2 and V3 from `data`, V1 from the top level. Throws an
 * `InvalidCharacterCard` whose message says what is wrong ("spec_version 4.0 is not supported",
 * "data.name is missing"), never only that the card is invalid.
 */
export function readCharacterCard(card: unknown): ReadCard {
  if (typeof card !== 'object' || card === null || Array.isArray(card))
    throw new InvalidCharacterCard('a character card must be a JSON object');
  const { spec, spec_version: specVersion, data } = card as Record<string, unknown>;
  if (spec === undefined) {
    if (typeof data === 'object' && data !== null)
      throw new InvalidCharacterCard('spec is missing (chara_card_v2 or chara_card_v3)', 'spec');
    return { version: 'v1', data: parseData(card, '') };
  }
  const known = typeof spec === 'string' ? SPECS[spec] : undefined;
  if (!known)
    throw new InvalidCharacterCard(
      `spec ${JSON.stringify(spec)} is not supported (chara_card_v2 or chara_card_v3)`,
      'spec',
    );
  if (specVersion !== undefined && majorOf(specVersion) !== known.major)
    throw new InvalidCharacterCard(
      `spec_version ${String(specVersion)} is not supported for ${String(spec)}`,
      'spec_version',
    );
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new InvalidCharacterCard(`data is missing from the ${String(spec)} card`, 'data');
  return { version: known.version, data: parseData(data, 'data.') };
}

/** "3.0", "3.1" or 3 → 3; anything unreadable → NaN. */
function majorOf(version: unknown): number {
  const text = typeof version === 'number' ? String(version) : version;
  return typeof text === 'string' && /^\d+(\.\d+)*$/.test(text.trim())
    ? Number(text.trim().split('.')[0])
    : Number.NaN;
}

function parseData(value: unknown, prefix: string): CharacterCardData {
  const parsed = CharacterCardDataSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue: z.core.$ZodIssue | undefined = parsed.error.issues[0];
  const path = `${prefix}${issue?.path.map(String).join('.') ?? ''}`.replace(/\.$/, '') || 'card';
  const message = issue?.message ?? 'invalid';
  // "name is missing" reads better as "data.name is missing" than "data.name: name is missing".
  const reason = message.startsWith(String(issue?.path.at(-1) ?? '\0'))
    ? `${prefix}${message}`
    : `${path}: ${message}`;
  throw new InvalidCharacterCard(reason, path);
}
