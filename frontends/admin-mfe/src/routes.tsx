import { withTranslations } from '@agora/ui';
import type { RouteObject } from 'react-router-dom';
import { adminStringsReady } from './locales';

/** The screens this remote owns; the shell mounts them inside its layout. */
export const routes: RouteObject[] = withTranslations(
  [
    {
      path: '/admin',
      lazy: async () => ({
        Component: (await import('./features/analytics/components/admin-page')).AdminPage,
      }),
    },
  ],
  adminStringsReady,
);

export default routes;
