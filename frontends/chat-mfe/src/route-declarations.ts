import type { DeclaredRoute } from '@agora/ui';

/**
 * The paths `routes.tsx` owns (its test keeps the two equal). The build writes them into
 * mf-manifest.json, where the shell reads which remote owns a page before loading any code.
 */
export const routeDeclarations: DeclaredRoute[] = [
  { path: '/chats' },
  { path: '/chats/:id' },
  { path: '/join/:shareId', visitors: true },
  { path: '/shared-chat/:shareId', visitors: true },
];
