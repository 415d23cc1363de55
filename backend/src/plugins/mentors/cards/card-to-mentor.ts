import {
  AgoraCardExtensionSchema,
  CHARACTER_CARD_EXTRAS_MAX_BYTES,
  CUSTOM_CHARACTER_LIMITS as LIMITS,
  type CustomCharacterFields,
  CustomCharacterInputSchema,
  DEFAULT_CUSTOM_AVATAR,
  isAvatarValid,
} from '@agora/contracts';
import { InvalidCharacterCard } from './character-card.errors';
import type { ReadCard } from './read-card';
import { firstLine, leadingSentences } from './summarise';

/** The card's fields we do not use (scenario, lorebook, other tools' extensions…), kept for export. */
export type CardExtras = Record<string, unknown>;

export const DEFAULT_SPECIALTY = 'Conversation';
const MAX_TAGS_IN_SPECIALTY = 3;
/** Mapped onto the mentor's own fields; everything else is kept as it came. */
const MAPPED = new Set(['name', 'description', 'personality', 'first_mes', 'spec', 'spec_version']);

/**
 * A mentor from a card: the personality is the card's own, or else a summary of its description
 * (its leading sentences within the limit), while the description stays whole in `background`;
 * the specialty comes from the tags, else the description's first line, else a default; the
 * first message becomes the greeting. `avatar` is the card picture when it came in a PNG.
 */
export function mentorFromCard(
  { data }: ReadCard,
  avatar?: string,
): { fields: CustomCharacterFields; extras: CardExtras } {
  const agora = AgoraCardExtensionSchema.safeParse(data.extensions.agora ?? {}).data ?? {};
  const description = data.description.trim();
  const fields = CustomCharacterInputSchema.safeParse({
    name: leadingSentences(data.name, LIMITS.name),
    avatar: avatar ?? avatarOf(agora.avatar, data.assets),
    specialty: specialtyOf(agora.specialty, data.tags, description),
    personality: leadingSentences(
      data.personality.trim() || description || `${data.name}, from a character card.`,
      LIMITS.personality,
    ),
    background: leadingSentences(description, LIMITS.background),
    speakingStyle: leadingSentences(agora.speakingStyle ?? '', LIMITS.speakingStyle),
    greeting: leadingSentences(data.first_mes, LIMITS.greeting),
    isPublic: agora.isPublic ?? false,
  });
  if (!fields.success) {
    const issue = fields.error.issues[0];
    throw new InvalidCharacterCard(`${issue?.path.join('.')}: ${issue?.message}`);
  }
  return { fields: fields.data, extras: extrasOf(data) };
}

function specialtyOf(own: string | undefined, tags: string[], description: string): string {
  if (own?.trim()) return leadingSentences(own, LIMITS.specialty);
  let fromTags = '';
  for (const tag of tags.slice(0, MAX_TAGS_IN_SPECIALTY)) {
    const next = fromTags ? `${fromTags}, ${tag}` : tag;
    if (next.length > LIMITS.specialty) break;
    fromTags = next;
  }
  // A specialty is a label, not a sentence: no closing full stop.
  const fromDescription = leadingSentences(firstLine(description), LIMITS.specialty).replace(
    /[.!?。]+$/u,
    '',
  );
  return fromTags || fromDescription || DEFAULT_SPECIALTY;
}

/** Our own avatar from an earlier export, else a V3 card's icon when it is a web address. */
function avatarOf(own: string | undefined, assets: unknown): string {
  if (own && isAvatarValid(own.trim())) return own.trim();
  const icon = Array.isArray(assets)
    ? (assets as { type?: unknown; uri?: unknown }[]).find(
        (a) => a?.type === 'icon' && typeof a.uri === 'string' && isAvatarValid(a.uri),
      )
    : undefined;
  return typeof icon?.uri === 'string' ? icon.uri : DEFAULT_CUSTOM_AVATAR;
}

function extrasOf(data: ReadCard['data']): CardExtras {
  const { agora: _ours, ...extensions } = data.extensions;
  const extras: CardExtras = Object.fromEntries(
    Object.entries(data).filter(([key]) => !MAPPED.has(key) && key !== 'extensions'),
  );
  if (Object.keys(extensions).length > 0) extras.extensions = extensions;
  const size = Buffer.byteLength(JSON.stringify(extras));
  if (size > CHARACTER_CARD_EXTRAS_MAX_BYTES)
    throw new InvalidCharacterCard(
      `the card's other fields (lorebook, extensions…) take ${Math.ceil(size / 1024)} KB; at most ${CHARACTER_CARD_EXTRAS_MAX_BYTES / 1024} KB are kept`,
    );
  return extras;
}
