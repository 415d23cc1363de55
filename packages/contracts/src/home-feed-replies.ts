import { z } from 'zod';
import { type HomeFeedPost, HomeFeedPostSchema } from './home-feed';

/**
 * A home-feed conversation is read from its newest replies: `GET /api/home-feed` carries the newest
 * `HOME_FEED_REPLIES_SHOWN` of each (every reply below the post, at any depth, shown oldest first)
 * and the number of older ones; those come a page at a time, newest first, from
 * `GET /api/home-feed/posts/:id/earlier-replies`. Nothing of a conversation is ever left out
 * without a count and a way to read it.
 */
export const HOME_FEED_REPLIES_SHOWN = 20;
export const HOME_FEED_EARLIER_PAGE_DEFAULT = 20;
export const HOME_FEED_EARLIER_PAGE_MAX = 50;

/**
 * A top-level post of the feed. A reply whose parent is older than the replies shown sits directly
 * under the post (its `parentPostId` still names its real parent) until the earlier replies are read.
 */
export interface HomeFeedConversation extends HomeFeedPost {
  /** Replies of the conversation older than those in `replies` (0: the whole conversation is shown). */
  earlierReplies: number;
}
export const HomeFeedConversationSchema: z.ZodType<HomeFeedConversation> = z
  .intersection(HomeFeedPostSchema, z.object({ earlierReplies: z.number().int().min(0) }))
  .meta({ id: 'HomeFeedConversation' });

/** `GET /api/home-feed`: the spec's page of posts, each with its newest replies. */
export interface HomeFeedConversationPage {
  posts: HomeFeedConversation[];
  /** Pass as `?cursor=` for older posts; null on the last page. */
  nextCursor: string | null;
}
export const HomeFeedConversationPageSchema: z.ZodType<HomeFeedConversationPage> = z.object({
  posts: z.array(HomeFeedConversationSchema),
  nextCursor: z.string().nullable(),
});

export const homeFeedEarlierRepliesQuerySchema = z.object({
  /** The `nextCursor` of the page before; without it, the replies just older than the feed shows. */
  cursor: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'not a cursor from nextCursor')
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(HOME_FEED_EARLIER_PAGE_MAX)
    .default(HOME_FEED_EARLIER_PAGE_DEFAULT),
});
export type HomeFeedEarlierRepliesQuery = z.infer<typeof homeFeedEarlierRepliesQuerySchema>;

/**
 * A page of a conversation's earlier replies: the newest `limit` of those older than the cursor,
 * oldest first, flat (`replies` of each is empty; `parentPostId` tells where each belongs).
 */
export interface HomeFeedEarlierReplies {
  replies: HomeFeedPost[];
  /** Replies older than this page; `nextCursor` reads them (null when there are none). */
  earlierReplies: number;
  nextCursor: string | null;
}
export const HomeFeedEarlierRepliesSchema: z.ZodType<HomeFeedEarlierReplies> = z.object({
  replies: z.array(HomeFeedPostSchema),
  earlierReplies: z.number().int().min(0),
  nextCursor: z.string().nullable(),
});
