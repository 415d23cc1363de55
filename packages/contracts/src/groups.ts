import { z } from 'zod';
import { optionalLines, visibleLine, visibleLines } from './visible-text';

/** Study groups (spec 02 §2 chats hub, group room, join page; §3 group entities; §7 group calls). */

export const GROUP_NAME_MAX = 80;
export const GROUP_DESCRIPTION_MAX = 500;
export const GROUP_MESSAGE_MAX = 2000;
export const GROUP_MENTIONS_MAX = 5;
/** Spec 02 §9: a voice message is at most 10 MB once decoded ("under 2 minutes"). */
export const VOICE_MAX_BYTES = 10 * 1024 * 1024;
export const VOICE_MAX_SECONDS = 600;
export const GROUP_MESSAGES_PAGE = 50;
export const GROUP_MESSAGES_PAGE_MAX = 100;
/** The socket channel whose rooms are groups, keyed by the group's id; members only. */
export const GROUP_CHANNEL = 'group';

export const CreateGroupSchema = z.object({
  name: visibleLine('name', GROUP_NAME_MAX),
  description: optionalLines('description', GROUP_DESCRIPTION_MAX).optional().nullable(),
});
export type CreateGroup = z.infer<typeof CreateGroupSchema>;

const MentionsSchema = z.array(visibleLine('mention', 120)).max(GROUP_MENTIONS_MAX).optional();

/** The asker's interface language (a name or code, as the mentor chat sends it): figures answer in it. */
const LanguageSchema = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .refine((v) => ![...v].some((c) => c.charCodeAt(0) < 32), {
    message: 'language must not contain control characters',
  })
  .optional();

export const SendGroupMessageSchema = z.object({
  content: visibleLines('content', GROUP_MESSAGE_MAX),
  language: LanguageSchema,
  mentions: MentionsSchema,
  replyToId: z.uuid().optional().nullable(),
});
export type SendGroupMessage = z.infer<typeof SendGroupMessageSchema>;

/** Decoded size of a base64 text without decoding it. */
export function base64DecodedBytes(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
}

/**
 * Base64 checked by a scan, not a regular expression: a recording is up to ~14 MB of text, and a
 * regex over that much input can overflow V8's stack (a 500 instead of the 400/413 it deserves).
 */
function isBase64(text: string): boolean {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 61 /* = */ && text.length - end < 2) end -= 1;
  if (end === 0) return false;
  for (let i = 0; i < end; i += 1) {
    const c = text.charCodeAt(i);
    const ok =
      (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47;
    if (!ok) return false;
  }
  return true;
}

export const SendVoiceSchema = z.object({
  audioData: z
    .string()
    .min(1, 'audioData is required')
    .refine(isBase64, 'audioData must be base64'),
  duration: z.number().min(0).max(VOICE_MAX_SECONDS),
  language: LanguageSchema,
  mentions: MentionsSchema,
  replyToId: z.uuid().optional().nullable(),
});
export type SendVoice = z.infer<typeof SendVoiceSchema>;

export const TextToSpeechSchema = z.object({
  text: visibleLines('text', GROUP_MESSAGE_MAX),
  characterId: z.string().trim().min(1).max(120).optional().nullable(),
});
export type TextToSpeech = z.infer<typeof TextToSpeechSchema>;

const ShareIdSchema = z.string().trim().min(8).max(64);

/**
 * Joining proves the invitation: `shareId` is the one in the share link (`/join/{shareId}`), and
 * must be the group's. `isShareLink` is what the spec's client sends; the server trusts only the id.
 */
export const JoinGroupSchema = z.object({
  shareId: ShareIdSchema,
  isShareLink: z.literal(true).optional(),
});
export type JoinGroup = z.infer<typeof JoinGroupSchema>;

export const GroupShareIdParamSchema = z.object({ shareId: ShareIdSchema });

export const GroupMessagesQuerySchema = z.object({
  /** The `nextCursor` of the previous page: older messages than it. */
  before: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(GROUP_MESSAGES_PAGE_MAX).optional(),
});
export type GroupMessagesQuery = z.infer<typeof GroupMessagesQuerySchema>;

export interface GroupChat {
  id: string;
  name: string;
  description: string | null;
  shareId: string;
  createdBy: string;
  createdAt: string;
  memberCount: number;
}
export const GroupChatSchema: z.ZodType<GroupChat> = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  shareId: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  memberCount: z.number().int(),
});

export interface GroupShareInfo {
  id: string;
  name: string;
  description: string | null;
}
export const GroupShareInfoSchema: z.ZodType<GroupShareInfo> = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
});

export type GroupRole = 'admin' | 'member';

export interface GroupMember {
  id: string;
  role: GroupRole;
  user: { id: string; username: string };
}
export const GroupMemberSchema: z.ZodType<GroupMember> = z.object({
  id: z.string(),
  role: z.enum(['admin', 'member']),
  user: z.object({ id: z.string(), username: z.string() }),
});

export interface GroupAttachment {
  type: 'voice';
  url: string;
  duration: number;
}

export interface GroupMessage {
  id: string;
  groupId: string;
  userId: string | null;
  /** Set when a historical figure spoke (its name). */
  characterId: string | null;
  user: { username: string } | null;
  content: string;
  createdAt: string;
  mentions: string[];
  replyToMessage: {
    id: string;
    characterId: string | null;
    user: { username: string } | null;
    content: string;
  } | null;
  attachments: GroupAttachment[];
  /** What a voice message says, once a provider transcribed it (absent or null otherwise). */
  transcript?: string | null;
}
const usernameOf = z.object({ username: z.string() }).nullable();
export const GroupMessageSchema: z.ZodType<GroupMessage> = z.object({
  id: z.string(),
  groupId: z.string(),
  userId: z.string().nullable(),
  characterId: z.string().nullable(),
  user: usernameOf,
  content: z.string(),
  createdAt: z.string(),
  mentions: z.array(z.string()),
  replyToMessage: z
    .object({
      id: z.string(),
      characterId: z.string().nullable(),
      user: usernameOf,
      content: z.string(),
    })
    .nullable(),
  attachments: z.array(
    z.object({ type: z.literal('voice'), url: z.string(), duration: z.number() }),
  ),
  transcript: z.string().nullable().optional(),
});

/** History, oldest first; `nextCursor` fetches the page before it (null at the start). */
export interface GroupMessagesPage {
  messages: GroupMessage[];
  nextCursor: string | null;
}
export const GroupMessagesPageSchema: z.ZodType<GroupMessagesPage> = z.object({
  messages: z.array(GroupMessageSchema),
  nextCursor: z.string().nullable(),
});

export interface JoinGroupResult {
  success: true;
  groupId: string;
  alreadyMember: boolean;
  /** Credits received for joining by a share link (first join only). */
  creditsGranted?: number;
}
export const JoinGroupResultSchema: z.ZodType<JoinGroupResult> = z.object({
  success: z.literal(true),
  groupId: z.string(),
  alreadyMember: z.boolean(),
  creditsGranted: z.number().int().optional(),
});

export interface GroupSpeech {
  audioUrl: string;
}
export const GroupSpeechSchema: z.ZodType<GroupSpeech> = z.object({ audioUrl: z.string() });

/** Socket events in a group's room (channel `group`): messages use the standard `message` envelope. */
export interface GroupAnswerTokenEvent {
  groupId: string;
  /** Id of the answer being written (the message id it will be saved under). */
  streamId: string;
  characterId: string;
  token: string;
}
