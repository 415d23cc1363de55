/** Spec 02 §9 numbers the group screens use. */
export const REDIRECT_DELAY_MS = 1500;
export const SWIPE_REPLY_PX = 50;
export const VOICE_MAX_BYTES = 10 * 1024 * 1024;
export const CREDITS_PATH = '/credits';

/** Spec 02 §9: share links read `{origin}/join/{shareId}`. */
export const shareLinkOf = (shareId: string, origin = window.location.origin) =>
  `${origin}/join/${shareId}`;
