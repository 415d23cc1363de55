import { registerTranslations } from '@agora/ui';
import type { RouteObject } from 'react-router-dom';
import { adminTranslations } from './locales';

registerTranslations('admin', adminTranslations);

/** The screens this remote owns; the shell mounts them inside its layout. */
export const routes: RouteObject[] = [
  {
    path: '/admin',
    lazy: async () => ({
      Component: (await import('./features/analytics/components/admin-page')).AdminPage,
    }),
  },
];

export default routes;
