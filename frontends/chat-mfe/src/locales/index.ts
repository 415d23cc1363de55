import { lazyTranslations } from '@agora/ui';
import en from './en.json';

/** English ships with the remote (it is also the fallback); the shown language loads on demand. */
export const chatStringsReady = lazyTranslations('chat', en, {
  zh: () => import('./zh.json'),
  hi: () => import('./hi.json'),
  es: () => import('./es.json'),
  fr: () => import('./fr.json'),
  ar: () => import('./ar.json'),
  bn: () => import('./bn.json'),
  pt: () => import('./pt.json'),
  ru: () => import('./ru.json'),
  ja: () => import('./ja.json'),
  de: () => import('./de.json'),
});
