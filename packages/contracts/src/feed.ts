import { z } from 'zod';
import { LANGUAGE_CODES, LANGUAGES, topicKey } from './catalogue-constants';
import { optionalLine, optionalLines, visibleLine, visibleLines } from './visible-text';

/** Explore feed, Ask, custom topics, rabbit holes, likes, saves and activity (spec 01 §7, 02 §7). */

export const RABBIT_HOLE_REPLY_MAX = 500;
export const RABBIT_HOLE_REPLY_WARN = 450;
export const EXPLORE_POSTS_PER_CALL = 15;

// A Map, not an object: a name like "__proto__" or "constructor" must not find Object's own keys.
const CODE_BY_NAME = new Map<string, string>(LANGUAGES.map((l) => [l.name.toLowerCase(), l.code]));
const KNOWN_CODES = new Set<string>(LANGUAGE_CODES);

/** The code (en, zh, …) of a language given by code, locale (pt-BR) or name (English). */
export function contentLanguageCode(language: string): string | undefined {
  const value = language.trim().toLowerCase();
  const short = value.split(/[-_]/)[0] ?? '';
  return KNOWN_CODES.has(short) ? short : CODE_BY_NAME.get(value);
}

/** A language code or name of the 11 supported languages, parsed to its code. */
export const contentLanguageSchema = z
  .string()
  .max(40)
  .default('English')
  .transform((value, ctx) => {
    const code = contentLanguageCode(value);
    if (code) return code;
    ctx.addIssue({ code: 'custom', message: `unsupported language "${value}"` });
    return z.NEVER;
  });

/** Every generation payload carries the reader's language and AI choice. */
export const feedAiChoiceSchema = z.object({
  language: contentLanguageSchema,
  useAPI: z.enum(['openai', 'claude']).default('openai'),
  claudeModel: z.enum(['haiku', 'sonnet']).default('haiku'),
});
export type FeedAiChoice = z.infer<typeof feedAiChoiceSchema>;

/** A post written by a figure, as the explore feed and threads show it. */
export const explorePostSchema = z.object({
  id: z.string(),
  author: z.string(),
  avatar: z.string(),
  specialty: z.string(),
  content: z.string(),
  topic: z.string(),
  sources: z.array(z.string()),
  claimKind: z.string(),
  provider: z.string().optional(),
  timestamp: z.string(),
  isReply: z.boolean().optional(),
  replyingTo: z.string().optional(),
});
export type ExplorePost = z.infer<typeof explorePostSchema>;

/** A post the client hands back to the server (sample posts have no stored row). */
export const postRefSchema = z.object({
  id: z.string().trim().min(1).max(100).optional(),
  author: visibleLine('author', 120),
  content: visibleLines('content', 4000),
  avatar: z.string().max(500).optional(),
  specialty: z.string().max(200).optional(),
  topic: z.string().max(200).optional(),
});
export type PostRef = z.infer<typeof postRefSchema>;

export const postListResponseSchema = z.object({
  posts: z.array(explorePostSchema),
  notice: z.string().optional(),
});
export type PostListResponse = z.infer<typeof postListResponseSchema>;

// A JSON number: coercion took `true` as 1 and `[5]` as 5.
const countSchema = z.number().int().min(1).max(30).default(EXPLORE_POSTS_PER_CALL);
const topicSchema = visibleLine('topic', 100);

export const generatePostsBodySchema = feedAiChoiceSchema.extend({ count: countSchema });
export type GeneratePostsBody = z.infer<typeof generatePostsBodySchema>;

/** Custom topics: at most 20, and no topic twice whatever its case ('Volcanoes', 'volcanoes'). */
const customTopicsSchema = z
  .array(topicSchema)
  .min(1)
  .max(20)
  .superRefine((topics, ctx) => {
    const seen = new Set<string>();
    topics.forEach((topic, index) => {
      const key = topicKey(topic);
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: `"${topic}" is already in the list (topics are compared without case)`,
        });
      seen.add(key);
    });
  });

export const generateCustomPostsBodySchema = feedAiChoiceSchema.extend({
  topics: customTopicsSchema,
  count: countSchema,
});
export type GenerateCustomPostsBody = z.infer<typeof generateCustomPostsBodySchema>;

export const analyzeQuestionBodySchema = feedAiChoiceSchema.extend({
  question: visibleLines('question', 500),
});
export type AnalyzeQuestionBody = z.infer<typeof analyzeQuestionBodySchema>;

export const analyzeQuestionResponseSchema = z.object({
  context: z.string(),
  topics: z.array(z.string()),
  notice: z.string().optional(),
});
export type AnalyzeQuestionResponse = z.infer<typeof analyzeQuestionResponseSchema>;

export const generateQuestionPostsBodySchema = feedAiChoiceSchema.extend({
  context: optionalLines('context', 2000).default(''),
  topics: z.array(topicSchema).max(20).default([]),
  originalQuestion: visibleLines('originalQuestion', 500),
});
export type GenerateQuestionPostsBody = z.infer<typeof generateQuestionPostsBodySchema>;

export const generateRabbitHoleBodySchema = feedAiChoiceSchema.extend({
  originalPost: postRefSchema,
  /** When given, the generated thread is stored in that rabbit hole. */
  rabbitHoleId: z.uuid().optional(),
});
export type GenerateRabbitHoleBody = z.infer<typeof generateRabbitHoleBodySchema>;

/** What one new rabbit hole may store at most: the original post and its thread, as JSON. */
export const RABBIT_HOLE_MAX_STORED_CHARS = 32_000;
export const RABBIT_HOLE_MAX_THREAD_POSTS = 50;

export const createRabbitHoleBodySchema = z
  .object({
    originalPostId: z.string().trim().min(1).max(100),
    originalPost: postRefSchema.optional(),
    threadPosts: z.array(postRefSchema).max(RABBIT_HOLE_MAX_THREAD_POSTS).default([]),
    language: contentLanguageSchema,
  })
  .superRefine((body, ctx) => {
    const size = JSON.stringify([body.originalPost ?? null, body.threadPosts]).length;
    if (size > RABBIT_HOLE_MAX_STORED_CHARS)
      ctx.addIssue({
        code: 'custom',
        path: ['threadPosts'],
        message: `the thread is too large (${size} characters, at most ${RABBIT_HOLE_MAX_STORED_CHARS})`,
      });
  });
export type CreateRabbitHoleBody = z.infer<typeof createRabbitHoleBodySchema>;

export const rabbitHoleIdParamSchema = z.object({ id: z.uuid() });

export const threadPostSchema = explorePostSchema.extend({
  kind: z.enum(['original', 'thread', 'user', 'ai']),
  username: z.string().optional(),
  replyToId: z.string().optional(),
  /**
   * Set on a figure's post that whoever opened the rabbit hole handed in (not a post the server
   * published or wrote): its words are theirs, not the figure's.
   */
  unverified: z.literal(true).optional(),
});
export type ThreadPost = z.infer<typeof threadPostSchema>;

/** The answer of generate-rabbit-hole and generate-ai-response. */
export const threadPostsResponseSchema = z.object({
  posts: z.array(threadPostSchema),
  /** Why the offline engine answered instead of the chosen provider. */
  notice: z.string().optional(),
});
export type ThreadPostsResponse = z.infer<typeof threadPostsResponseSchema>;

/** The answer of POST /api/rabbit-holes. */
export const createdRabbitHoleSchema = z.object({ id: z.string() });

export const rabbitHoleSchema = z.object({
  id: z.string(),
  originalPostId: z.string(),
  language: z.string(),
  createdAt: z.string(),
  posts: z.array(threadPostSchema),
});
export type RabbitHole = z.infer<typeof rabbitHoleSchema>;

export const createUserPostBodySchema = z.object({
  rabbitHoleId: z.uuid(),
  username: optionalLine('username', 60).optional(),
  content: visibleLines('content', RABBIT_HOLE_REPLY_MAX),
  isReply: z.boolean().default(false),
  replyToId: z.string().trim().max(100).optional(),
  replyToOriginalAuthor: optionalLine('replyToOriginalAuthor', 120).optional(),
});
export type CreateUserPostBody = z.infer<typeof createUserPostBodySchema>;

export const generateAiResponseBodySchema = feedAiChoiceSchema.extend({
  userPost: z.object({
    id: z.string().max(100).optional(),
    username: optionalLine('username', 60).optional(),
    content: visibleLines('content', RABBIT_HOLE_REPLY_MAX),
  }),
  originalPost: postRefSchema,
  rabbitHoleId: z.uuid(),
  oneOnOneMode: z.boolean().default(false),
  replyToAuthor: optionalLine('replyToAuthor', 120).optional(),
  /** Client-chosen id; the answer's tokens arrive as `ai-token` events carrying it. */
  streamId: z.string().trim().min(1).max(100).optional(),
});
export type GenerateAiResponseBody = z.infer<typeof generateAiResponseBodySchema>;

export const explorePostIdParamSchema = z.object({ id: z.string().trim().min(1).max(100) });

/**
 * The post's text travels with the first like or save (sample posts have no stored row). From the
 * Liked / Saved lists the call may come without a body: the server then knows the post already.
 */
export const postReactionBodySchema = z
  .object({
    postContent: visibleLines('postContent', 4000).optional(),
    postAuthor: visibleLine('postAuthor', 120).optional(),
    postTopic: optionalLine('postTopic', 200).optional(),
  })
  .default({});
export type PostReactionBody = z.infer<typeof postReactionBodySchema>;

export const likeResultSchema = z.object({ liked: z.boolean() });
export const saveResultSchema = z.object({ saved: z.boolean() });

/** A liked or saved post as the Liked Posts / Saved Posts lists show it. */
export const reactedPostSchema = z.object({
  id: z.string(),
  author: z.string(),
  content: z.string(),
  topic: z.string(),
  timestamp: z.string(),
});
export type ReactedPost = z.infer<typeof reactedPostSchema>;

export const activityItemSchema = z.object({
  id: z.string(),
  action: z.enum(['like', 'save']),
  postAuthor: z.string(),
  timestamp: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const profileStatsResponseSchema = z.object({
  stats: z.object({
    likes: z.number(),
    totalLikes: z.number(),
    saves: z.number(),
    totalSaves: z.number(),
    posts: z.number(),
    totalActivity: z.number(),
  }),
});
export type ProfileStatsResponse = z.infer<typeof profileStatsResponseSchema>;

/** Socket events of a streamed thread answer. */
export const threadTokenEventSchema = z.object({
  streamId: z.string(),
  token: z.string(),
  author: z.string().optional(),
});
export type ThreadTokenEvent = z.infer<typeof threadTokenEventSchema>;
