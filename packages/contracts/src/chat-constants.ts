/** Chat constants without zod, so frontends can import them by path and keep zod out of their bundles. */

/** The socket channel whose rooms are shared chats, keyed by shareId. */
export const SHARED_CHAT_CHANNEL = 'shared-chat';
