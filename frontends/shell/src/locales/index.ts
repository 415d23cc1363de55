import type { LanguageCode } from '@agora/ui';
import en from './en.json';

export type ShellStrings = typeof en;

/** English ships with the shell (it is also the fallback); other languages load on demand. */
export const englishShellStrings: ShellStrings = en;

const loaders: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: ShellStrings }>> = {
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
};

export async function loadShellStrings(code: LanguageCode): Promise<ShellStrings> {
  return code === 'en' ? en : (await loaders[code]()).default;
}
