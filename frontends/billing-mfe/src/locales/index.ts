import { lazyTranslations } from '@agora/ui';
import en from './en.json';

/** English ships with the remote (it is also the fallback); the shown language loads on demand. */
export const billingStringsReady = lazyTranslations(
  'billing',
  en,
  (code) => import(`./${code}.json`) as Promise<{ default: typeof en }>,
);
