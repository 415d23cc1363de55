export const BOOKMARKS_KEY = 'agora.bookmarks';

/** The ids of bookmarked posts, as the server last reported them (`saved`). */
export function readBookmarks(storage: Storage = localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(BOOKMARKS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function writeBookmark(
  id: string,
  saved: boolean,
  storage: Storage = localStorage,
): string[] {
  const next = readBookmarks(storage).filter((other) => other !== id);
  if (saved) next.push(id);
  storage.setItem(BOOKMARKS_KEY, JSON.stringify(next));
  return next;
}
