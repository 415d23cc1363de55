/** Query keys of the signed-in user's reactions, shared by the feeds that show them and toggle them. */
export const LIKES_KEY = ['/api/user/likes'];
export const SAVES_KEY = ['/api/user/saves'];
export const ACTIVITY_KEY = ['/api/activity'];

/** Where each list is read (its ids at `…/ids`). */
export const REACTION_PATHS = { like: '/api/user/likes', save: '/api/user/saves' } as const;
