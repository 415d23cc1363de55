import { z } from 'zod';
import { contentLanguageSchema } from './feed';
import { HOME_FEED_POST_MAX } from './home-feed-constants';
import { visibleLine, visibleLines } from './visible-text';

export * from './home-feed-constants';

/** Personal home feed: learners post, historical figures reply (spec 01 §2, §3, §5, §7). */

const messages = (max: number) => ({
  blank: 'must not be blank',
  tooLong: `must be at most ${max} characters`,
});

export const createHomeFeedPostSchema = z.object({
  content: visibleLines('content', HOME_FEED_POST_MAX, messages(HOME_FEED_POST_MAX)),
  language: contentLanguageSchema,
  parentPostId: z.uuid().optional(),
});
export type CreateHomeFeedPost = z.infer<typeof createHomeFeedPostSchema>;

export const generateMoreSchema = z.object({
  topics: z
    .array(visibleLine('topic', 80, messages(80)))
    .min(1)
    .max(10),
  language: contentLanguageSchema,
  existingAuthors: z
    .array(visibleLine('author', 120, messages(120)))
    .max(50)
    .default([]),
});
export type GenerateMoreBody = z.infer<typeof generateMoreSchema>;

function isIsoTimeCursor(cursor: string): boolean {
  const at = cursor.slice(0, cursor.lastIndexOf('_'));
  const time = new Date(at);
  return !Number.isNaN(time.getTime()) && time.toISOString() === at;
}

export const homeFeedCursorSchema = z.object({
  cursor: z
    .string()
    .max(200)
    .regex(/^[0-9TZ:.+-]+_[0-9a-f-]{36}$/i, 'must be a cursor from a previous page')
    // The server writes the time with toISOString: a day that does not exist (2026-13-45) was read
    // as no cursor at all and answered with the first page.
    .refine(isIsoTimeCursor, 'must be a cursor from a previous page')
    .optional(),
});

export interface HomeFeedPost {
  id: string;
  content: string;
  userId: string | null;
  user: { username: string } | null;
  isAiResponse: boolean;
  aiAuthor: string | null;
  aiAvatar: string | null;
  aiSpecialty: string | null;
  parentPostId: string | null;
  likes: number;
  /** Number of direct replies (learners' comments and figures' answers). */
  comments: number;
  /** Whether the reader likes it (false for visitors). */
  liked: boolean;
  createdAt: string;
  replies: HomeFeedPost[];
}
export const HomeFeedPostSchema: z.ZodType<HomeFeedPost> = z
  .object({
    id: z.string(),
    content: z.string(),
    userId: z.string().nullable(),
    user: z.object({ username: z.string() }).nullable(),
    isAiResponse: z.boolean(),
    aiAuthor: z.string().nullable(),
    aiAvatar: z.string().nullable(),
    aiSpecialty: z.string().nullable(),
    parentPostId: z.string().nullable(),
    likes: z.number().int(),
    comments: z.number().int(),
    liked: z.boolean(),
    createdAt: z.string(),
    get replies(): z.ZodArray<z.ZodType<HomeFeedPost>> {
      return z.array(HomeFeedPostSchema);
    },
  })
  .meta({ id: 'HomeFeedPost' });

export interface HomeFeedPage {
  posts: HomeFeedPost[];
  /** Pass as `?cursor=` for older posts; null on the last page. */
  nextCursor: string | null;
}
export const HomeFeedPageSchema: z.ZodType<HomeFeedPage> = z.object({
  posts: z.array(HomeFeedPostSchema),
  nextCursor: z.string().nullable(),
});

export interface LikeToggleResult {
  liked: boolean;
  likes: number;
}
export const LikeToggleResultSchema: z.ZodType<LikeToggleResult> = z.object({
  liked: z.boolean(),
  likes: z.number().int(),
});

export interface GenerateMoreResult {
  posts: HomeFeedPost[];
}
export const GenerateMoreResultSchema: z.ZodType<GenerateMoreResult> = z.object({
  posts: z.array(HomeFeedPostSchema),
});

/** `data` of the realtime `message` event on the home-feed channel. */
export interface HomeFeedUpdate {
  kind: 'replies' | 'posts';
  /** The post the replies answer (null for new top-level posts). */
  parentPostId: string | null;
  count: number;
}
