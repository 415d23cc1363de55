import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/** A value kept in local storage as JSON; a missing or unreadable entry yields `initial`. */
export function useLocalStorage<T>(key: string, initial: T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => readJson(key, initial));

  // `initial` is only the fallback for a missing entry: a new one must not re-subscribe.
  const reread = useEffectEvent(() => setValue(readJson(key, initial)));
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) reread();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);

  const store = useCallback(
    (next: T) => {
      localStorage.setItem(key, JSON.stringify(next));
      setValue(next);
    },
    [key],
  );
  return [value, store];
}

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}
