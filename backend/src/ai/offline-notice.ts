import { personaCatalogue } from './catalogue/persona-catalogue';

/** The notice of an answer that the offline engine wrote instead of the provider asked for. */
export function offlineNotice(
  reason: string | undefined,
  languageName: string,
): string | undefined {
  if (!reason) return undefined;
  return languageName === 'English'
    ? reason
    : `${reason} (the offline engine writes in English, not ${languageName})`;
}

/**
 * The notice on English posts shown to a reader of another language: the offline engine writes
 * English only (its posts are kept in the English pool). `language` is a code or a name.
 */
export function englishOnlyNotice(language: string): string | undefined {
  return offlineNotice('Written by the offline engine', personaCatalogue.languageName(language));
}
