/** Home-feed constants without zod, so frontends can import this file by path. */

export const HOME_FEED_POST_MAX = 280;
/** Posts on the first page the client reads; later pages follow `nextCursor`. */
export const HOME_FEED_PAGE_SIZE = 20;
/** Socket channel (room id `all`) on which new figure replies and posts are announced. */
export const HOME_FEED_CHANNEL = 'home-feed';
export const HOME_FEED_ROOM = 'all';
