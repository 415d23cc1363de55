import { useEffect, useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import { LANGUAGES, type LanguageCode } from '../settings/languages';
import { addTranslations, ensureI18n } from './i18n';

type Strings = Record<string, unknown>;

const LANGUAGE_CODES: ReadonlySet<string> = new Set(LANGUAGES.map((language) => language.code));

/**
 * Fetches one language's strings, typically `(code) => import(`./${code}.json`)`: the bundler
 * makes each locale file its own chunk.
 */
export type LanguageLoader<T extends Strings = Strings> = (
  code: Exclude<LanguageCode, 'en'>,
) => Promise<{ default: T }>;

/** Fetches the shown language's strings once; `isLoaded()` answers without waiting. */
export type TranslationsReady = (() => Promise<void>) & { isLoaded(): boolean };

/**
 * Registers a namespace's English strings now (built in, and the fallback) and answers a function
 * that fetches the shown language's strings once. A language that cannot be fetched stays English.
 */
export function lazyTranslations<T extends Strings>(
  namespace: string,
  english: T,
  load: LanguageLoader<T>,
): TranslationsReady {
  addTranslations(namespace, 'en', english);
  const loading = new Map<string, Promise<void>>();
  const settled = new Set<string>();
  const needsNothing = (code: string) => code === 'en' || !LANGUAGE_CODES.has(code);
  const ready = () => {
    const code = ensureI18n().language as LanguageCode;
    if (needsNothing(code)) return Promise.resolve();
    let done = loading.get(code);
    if (!done) {
      done = load(code as Exclude<LanguageCode, 'en'>).then(
        (module) => {
          addTranslations(namespace, code, module.default);
          settled.add(code);
        },
        (error: unknown) => {
          loading.delete(code);
          console.error(
            `The ${code} ${namespace} strings could not be loaded; showing English`,
            error,
          );
        },
      );
      loading.set(code, done);
    }
    return done;
  };
  const isLoaded = () => {
    const code = ensureI18n().language;
    return needsNothing(code) || settled.has(code);
  };
  return Object.assign(ready, { isLoaded });
}

/** Routes whose lazy pages also wait for the shown language's strings (fetched in parallel). */
export function withTranslations(routes: RouteObject[], ready: TranslationsReady): RouteObject[] {
  return routes.map((route) => {
    const { lazy } = route;
    if (typeof lazy !== 'function') return route;
    return { ...route, lazy: async () => (await Promise.all([lazy(), ready()]))[0] };
  });
}

/** False until the shown language's strings are in (for components mounted outside the routes). */
export function useTranslationsReady(ready: TranslationsReady): boolean {
  const [done, setDone] = useState(ready.isLoaded);
  useEffect(() => {
    let mounted = true;
    void ready().then(() => mounted && setDone(true));
    return () => {
      mounted = false;
    };
  }, [ready]);
  return done;
}
