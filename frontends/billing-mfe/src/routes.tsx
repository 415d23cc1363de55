import { registerTranslations } from '@agora/ui';
import type { RouteObject } from 'react-router-dom';
import { billingTranslations } from './locales';

registerTranslations('billing', billingTranslations);

/** The screens this remote owns; the shell mounts them inside its layout. */
export const routes: RouteObject[] = [
  {
    path: '/credits',
    lazy: async () => ({
      Component: (await import('./features/credits/components/credits-page')).CreditsPage,
    }),
  },
];

export default routes;
