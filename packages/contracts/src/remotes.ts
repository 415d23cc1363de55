// zod-free: the shell imports it at run time.

/**
 * The remotes whose route lists make the app's pages, in the order the shell asks them (the first
 * that owns a path wins). The admin remote is reached only through the shell's admin gate.
 */
export const ROUTED_REMOTES = ['feed', 'chat', 'billing'] as const;
export type RoutedRemote = (typeof ROUTED_REMOTES)[number];
