import type { LanguageCode } from '@agora/ui';
import en from './en.json';

export type ShellStrings = typeof en;

/** English ships with the shell (it is also the fallback); other languages load on demand. */
export const englishShellStrings: ShellStrings = en;

export async function loadShellStrings(code: LanguageCode): Promise<ShellStrings> {
  if (code === 'en') return en;
  // The bundler makes each locale file its own chunk.
  return ((await import(`./${code}.json`)) as { default: ShellStrings }).default;
}
