import { z } from 'zod';

/**
 * Liked and Saved Posts (`GET /api/user/likes`, `GET /api/user/saves`) are paged, newest first: the
 * answer stays the spec's array of posts and the next page's cursor comes in the `X-Next-Cursor`
 * header (absent on the last page). `…/ids` answers the ids of every liked (saved) post at once, for
 * showing which posts of a feed are liked or saved: at most `REACTIONS_PER_USER_MAX` of them.
 */
export const REACTIONS_PAGE_DEFAULT = 50;
export const REACTIONS_PAGE_MAX = 100;

/**
 * Likes a user may keep, and saves: each stores the post's text (up to 4,000 characters) with it,
 * so the lists survive the pool's changes. A like or save past it is refused with a 409 naming it.
 */
export const REACTIONS_PER_USER_MAX = 1000;

export const reactionsPageQuerySchema = z.object({
  cursor: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'not a cursor from X-Next-Cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(REACTIONS_PAGE_MAX).default(REACTIONS_PAGE_DEFAULT),
});
export type ReactionsPageQuery = z.infer<typeof reactionsPageQuerySchema>;

/** The ids of the posts a user liked (or saved), newest first. */
export const reactedPostIdsSchema = z.array(z.string());
