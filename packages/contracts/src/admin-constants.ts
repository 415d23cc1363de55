// Plain constants of the admin area (no zod), so frontends can import this file by path.

/** Spec 02 §9: the admin lists' sizes. */
export const ADMIN_LIST_DEFAULT = 10;
export const ADMIN_LIST_MAX = 50;
export const ADMIN_ACTIVITY_TABS_LIMIT = 30;
export const ADMIN_ACTIVE_WINDOW_DAYS = 7;

/** The admin-only socket room: channel `admin`, id `site`; new activity arrives as `admin-activity`. */
export const ADMIN_CHANNEL = 'admin';
export const ADMIN_ROOM_ID = 'site';
export const ADMIN_ACTIVITY_EVENT = 'admin-activity';
