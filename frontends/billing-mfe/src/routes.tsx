import { withTranslations } from '@agora/ui';
import type { RouteObject } from 'react-router-dom';
import { billingStringsReady } from './locales';

/** The screens this remote owns; the shell mounts them inside its layout. */
export const routes: RouteObject[] = withTranslations(
  [
    {
      path: '/credits',
      lazy: async () => ({
        Component: (await import('./features/credits/components/credits-page')).CreditsPage,
      }),
    },
  ],
  billingStringsReady,
);

export default routes;
