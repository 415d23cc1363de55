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
