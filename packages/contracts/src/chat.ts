import { z } from 'zod';
import { ClaimKindSchema, EmotionSchema } from './ai';
import { visibleLine, visibleLines } from './visible-text';

/** Mentor chat, sharing and custom mentors (spec 01 §2–§7, spec 02 §3). */

export const CHAT_MESSAGE_MAX = 4000;
export const IMAGE_PROMPT_MAX = 200;
export const IMAGE_SIZE = '1024x1024';
export const VOICE_NAME = 'alloy';
export const DEFAULT_CUSTOM_AVATAR = '🤖';
import { CHAT_TITLE_MAX, CUSTOM_PERSONA_PREFIX as CUSTOM_PREFIX } from './chat-constants';

export { CHAT_TITLE_MAX, isCustomPersona, SHARED_CHAT_CHANNEL } from './chat-constants';

const isUuid = (text: string): boolean => z.uuid().safeParse(text).success;

/** The mentor id of `custom-{id}`; null for anything else, a malformed id included. */
export const customIdOf = (persona: string): string | null => {
  if (!persona.startsWith(CUSTOM_PREFIX)) return null;
  const id = persona.slice(CUSTOM_PREFIX.length);
  return isUuid(id) ? id : null;
};
export const customPersonaRef = (id: string): string => `${CUSTOM_PREFIX}${id}`;

/** A built-in figure's name, or `custom-{id}` for a custom mentor (whose id is a uuid). */
export const PersonaRefSchema = z
  .string()
  .trim()
  .min(1, 'persona is required')
  .max(120)
  .refine(
    (persona) => !persona.startsWith(CUSTOM_PREFIX) || customIdOf(persona) !== null,
    'a custom mentor is custom-{id} with the mentor id, a uuid',
  );

const idSchema = z.uuid();
export const ChatIdParamSchema = z.object({ id: idSchema });
export const ShareIdParamSchema = z.object({ shareId: z.string().trim().min(8).max(64) });

export const ChatRoleSchema = z.enum(['user', 'assistant']);
export type ChatRole = z.infer<typeof ChatRoleSchema>;

export const ChatMessageSchema = z.object({
  id: z.string(),
  role: ChatRoleSchema,
  content: z.string(),
  persona: z.string().nullable(),
  emotion: EmotionSchema.nullable(),
  emotionConfidence: z.number().nullable(),
  imageUrl: z.string().nullable(),
  audioUrl: z.string().nullable(),
  createdAt: z.string(),
  /** Who wrote a user message in a shared chat (display name), when known. */
  authorName: z.string().nullable().optional(),
  /** A mentor's reply: the knowledge-base entries (`kb:<id>`) or cited works it drew on. */
  sources: z.array(z.string()).nullable().optional(),
  /** A mentor's reply: documented fact, inference beyond the record, or role-play. */
  claimKind: ClaimKindSchema.nullable().optional(),
  /** A reply saved by a client (the chat's owner), not written by Agora: shown with a note. */
  unverified: z.literal(true).optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatSummarySchema = z.object({
  id: z.string(),
  persona: z.string(),
  title: z.string(),
  lastMessageAt: z.string(),
});
export type ChatSummary = z.infer<typeof ChatSummarySchema>;

/** `?cursor=` is an opaque position from a page before; `before` likewise for messages. */
const CursorSchema = (from: string) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, `not a cursor from ${from}`);

/**
 * Saved-chat list pages (`GET /api/chats`), most recently active first. The answer stays the spec's
 * array; the next page's cursor comes in the `X-Next-Cursor` header (absent on the last page).
 */
export const CHATS_PAGE_DEFAULT = 50;
export const CHATS_PAGE_MAX = 100;
export const ChatsQuerySchema = z.object({
  cursor: CursorSchema('X-Next-Cursor').optional(),
  limit: z.coerce.number().int().min(1).max(CHATS_PAGE_MAX).default(CHATS_PAGE_DEFAULT),
});
export type ChatsQuery = z.infer<typeof ChatsQuerySchema>;

/**
 * A chat or shared chat is read with its newest messages only (a shared chat is polled every 2 s);
 * older ones come a page at a time from `…/messages?before=`.
 */
export const CHAT_MESSAGES_PAGE_DEFAULT = 50;
export const CHAT_MESSAGES_PAGE_MAX = 100;
export const ChatMessagesQuerySchema = z.object({
  /** The chat's `olderCursor`, or the `nextCursor` of the page before: older messages than it (else the newest). */
  before: CursorSchema('olderCursor or nextCursor').optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CHAT_MESSAGES_PAGE_MAX)
    .default(CHAT_MESSAGES_PAGE_DEFAULT),
});
export type ChatMessagesQuery = z.infer<typeof ChatMessagesQuerySchema>;
/** Older messages, oldest first; `nextCursor` fetches the page before it (null at the start). */
export const ChatMessagesPageSchema = z.object({
  messages: z.array(ChatMessageSchema),
  nextCursor: z.string().nullable(),
});
export type ChatMessagesPage = z.infer<typeof ChatMessagesPageSchema>;

/** Someone else's messages on a shared chat are bounded per chat and per person (spec 02 §4). */
export const SHARED_CHAT_LIMITS = {
  /** Messages all other people together may add to one shared chat. */
  othersPerChat: 300,
  /** Messages one person may add to one shared chat that is not theirs, per hour. */
  perPersonPerHour: 30,
} as const;

export const ChatDetailSchema = ChatSummarySchema.extend({
  shareId: z.string().nullable(),
  isPublic: z.boolean(),
  createdAt: z.string(),
  /** The newest messages (at most CHAT_MESSAGES_PAGE_DEFAULT), oldest first. */
  messages: z.array(ChatMessageSchema),
  /** Pass as `before` to `GET /api/chats/{id}/messages` for older messages; null when none. */
  olderCursor: z.string().nullable(),
});
export type ChatDetail = z.infer<typeof ChatDetailSchema>;

export const CreateChatBodySchema = z.object({ persona: PersonaRefSchema });
export type CreateChatBody = z.infer<typeof CreateChatBodySchema>;

const emotionFields = {
  emotion: EmotionSchema.optional(),
  emotionConfidence: z.number().min(0).max(1).optional(),
};

export const SaveMessageBodySchema = z.object({
  role: ChatRoleSchema,
  content: visibleLines('content', CHAT_MESSAGE_MAX, { blank: 'content must not be empty' }),
  persona: PersonaRefSchema.optional(),
  ...emotionFields,
});
export type SaveMessageBody = z.infer<typeof SaveMessageBodySchema>;

export const ShareChatBodySchema = z.object({ isPublic: z.boolean() });
export type ShareChatBody = z.infer<typeof ShareChatBodySchema>;
export const ShareChatResponseSchema = z.object({
  shareId: z.string().nullable(),
  isPublic: z.boolean(),
});
export type ShareChatResponse = z.infer<typeof ShareChatResponseSchema>;

export const HistoryTurnSchema = z.object({
  role: ChatRoleSchema,
  content: z.string().max(CHAT_MESSAGE_MAX * 2),
});

export const CharacterChatBodySchema = z.object({
  message: visibleLines('message', CHAT_MESSAGE_MAX, { blank: 'message must not be empty' }),
  persona: PersonaRefSchema,
  conversationHistory: z.array(HistoryTurnSchema).max(100).default([]),
  ...emotionFields,
  chatId: idSchema.optional(),
  /** Tokens are streamed to the caller's sockets as `ai-token` events tagged with this id. */
  streamId: idSchema.optional(),
  language: z.string().trim().min(2).max(40).default('English'),
  useAPI: z.enum(['openai', 'claude']).optional(),
  claudeModel: z.enum(['haiku', 'sonnet']).optional(),
});
export type CharacterChatBody = z.input<typeof CharacterChatBodySchema>;

export const CharacterChatResponseSchema = z.object({
  response: z.string(),
  provider: z.string(),
  notice: z.string().optional(),
  sources: z.array(z.string()).optional(),
  claimKind: ClaimKindSchema.optional(),
  /** The stored assistant message when a chatId was given. */
  messageId: z.string().optional(),
  /** The learner stopped the reply: `response` is what was said until then (maybe nothing). */
  stopped: z.boolean().optional(),
});
export type CharacterChatResponse = z.infer<typeof CharacterChatResponseSchema>;

const aiChoice = {
  language: z.string().trim().min(2).max(40).default('English'),
  useAPI: z.enum(['openai', 'claude']).optional(),
  claudeModel: z.enum(['haiku', 'sonnet']).optional(),
};

export const VoiceBodySchema = z.object({
  text: visibleLines('text', CHAT_MESSAGE_MAX, { blank: 'text must not be empty' }),
  voice: z.literal(VOICE_NAME).default(VOICE_NAME),
  messageId: idSchema.optional(),
  ...aiChoice,
});
export type VoiceBody = z.input<typeof VoiceBodySchema>;
export const VoiceResponseSchema = z.object({
  audioUrl: z.string(),
  provider: z.string(),
  notice: z.string().optional(),
});
export type VoiceResponse = z.infer<typeof VoiceResponseSchema>;

export const ImageBodySchema = z.object({
  prompt: visibleLines('prompt', IMAGE_PROMPT_MAX, {
    blank: 'prompt must not be empty',
    tooLong: `prompt must be at most ${IMAGE_PROMPT_MAX} characters`,
  }),
  size: z.literal(IMAGE_SIZE).default(IMAGE_SIZE),
  persona: PersonaRefSchema.optional(),
  messageId: idSchema.optional(),
  ...aiChoice,
});
export type ImageBody = z.input<typeof ImageBodySchema>;
export const ImageResponseSchema = z.object({
  imageUrl: z.string(),
  provider: z.string(),
  notice: z.string().optional(),
});
export type ImageResponse = z.infer<typeof ImageResponseSchema>;

export const SharedChatSchema = z.object({
  shareId: z.string(),
  persona: z.string(),
  /** The figure's display name and avatar (a custom mentor's `persona` is only `custom-{id}`). */
  personaName: z.string(),
  personaAvatar: z.string(),
  title: z.string(),
  createdAt: z.string(),
  /** The newest messages (at most CHAT_MESSAGES_PAGE_DEFAULT), oldest first. */
  messages: z.array(ChatMessageSchema),
  /** Pass as `before` to `GET /api/shared-chats/{shareId}/messages` for older ones; null when none. */
  olderCursor: z.string().nullable(),
});
export type SharedChat = z.infer<typeof SharedChatSchema>;

export const SharedChatMessageBodySchema = z.object({
  content: visibleLines('content', CHAT_MESSAGE_MAX, { blank: 'content must not be empty' }),
});
export type SharedChatMessageBody = z.infer<typeof SharedChatMessageBodySchema>;

// ---- chat controls: stop, regenerate, edit the last message, rename, search, export ----

export const RenameChatBodySchema = z.object({
  title: visibleLine('title', CHAT_TITLE_MAX, {
    blank: 'title must not be empty',
    tooLong: `title must be at most ${CHAT_TITLE_MAX} characters`,
  }),
});
export type RenameChatBody = z.infer<typeof RenameChatBodySchema>;

export const CHAT_SEARCH_QUERY_MAX = 200;
export const CHAT_SEARCH_PAGE_DEFAULT = 20;
export const CHAT_SEARCH_PAGE_MAX = 50;
export const ChatSearchQuerySchema = z.object({
  q: visibleLines('q', CHAT_SEARCH_QUERY_MAX, {
    blank: 'q must not be empty',
    tooLong: `q must be at most ${CHAT_SEARCH_QUERY_MAX} characters`,
  }),
  cursor: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'not a cursor from nextCursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_SEARCH_PAGE_MAX).default(CHAT_SEARCH_PAGE_DEFAULT),
});
export type ChatSearchQuery = z.input<typeof ChatSearchQuerySchema>;
export const ChatSearchHitSchema = ChatSummarySchema.extend({
  /** Part of a message that matched (the title matched when null). */
  snippet: z.string().nullable(),
});
export type ChatSearchHit = z.infer<typeof ChatSearchHitSchema>;
export const ChatSearchPageSchema = z.object({
  chats: z.array(ChatSearchHitSchema),
  nextCursor: z.string().nullable(),
});
export type ChatSearchPage = z.infer<typeof ChatSearchPageSchema>;

export const CHAT_EXPORT_FORMATS = ['markdown', 'json'] as const;
export const ChatExportQuerySchema = z.object({
  format: z.enum(CHAT_EXPORT_FORMATS).default('markdown'),
});
export type ChatExportFormat = (typeof CHAT_EXPORT_FORMATS)[number];

/** Stops the signed-in learner's streaming reply tagged with `streamId`; what was said is kept. */
export const StopReplyBodySchema = z.object({ streamId: idSchema });
export type StopReplyBody = z.infer<typeof StopReplyBodySchema>;
export const StopReplyResponseSchema = z.object({
  /** False when no reply with that stream id was running (already finished, or never started). */
  stopped: z.boolean(),
});
export type StopReplyResponse = z.infer<typeof StopReplyResponseSchema>;

/**
 * Regenerate the last reply, or (with `content`) replace the last learner message and answer it
 * anew. Paid as a new reply; `requestKey` makes a repeated submit run and pay once.
 */
export const RedoLastBodySchema = z.object({
  requestKey: z.uuid('requestKey must be a uuid'),
  streamId: idSchema.optional(),
  language: z.string().trim().min(2).max(40).default('English'),
  useAPI: z.enum(['openai', 'claude']).optional(),
  claudeModel: z.enum(['haiku', 'sonnet']).optional(),
});
export type RedoLastBody = z.input<typeof RedoLastBodySchema>;
export const EditLastBodySchema = RedoLastBodySchema.extend({
  content: visibleLines('content', CHAT_MESSAGE_MAX, { blank: 'content must not be empty' }),
  ...emotionFields,
});
export type EditLastBody = z.input<typeof EditLastBodySchema>;
export const RedoLastResponseSchema = z.object({
  /** The learner message answered (new when edited). */
  userMessage: ChatMessageSchema,
  /** The new reply; null when it was stopped before its first word. */
  reply: ChatMessageSchema.nullable(),
  provider: z.string(),
  notice: z.string().optional(),
  stopped: z.boolean(),
});
export type RedoLastResponse = z.infer<typeof RedoLastResponseSchema>;
