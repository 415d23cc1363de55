/** Chat constants without zod, so frontends can import them by path and keep zod out of their bundles. */

/** The socket channel whose rooms are shared chats, keyed by shareId. */
export const SHARED_CHAT_CHANNEL = 'shared-chat';

/** A chat's title, set from its first message or by the learner. */
export const CHAT_TITLE_MAX = 120;

/** A custom mentor's persona is `custom-{id}`: a character a learner made, not a historical figure. */
export const CUSTOM_PERSONA_PREFIX = 'custom-';
export const isCustomPersona = (persona: string): boolean =>
  persona.startsWith(CUSTOM_PERSONA_PREFIX);
