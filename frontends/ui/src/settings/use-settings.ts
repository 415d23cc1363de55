import { useCallback, useState } from 'react';
import { readSettings, writeSettings, type Settings } from './settings';

/** The settings held in local storage, with a setter that persists them. */
export function useSettings(): [Settings, (next: Settings) => void] {
  const [settings, setSettings] = useState<Settings>(() => readSettings());
  const save = useCallback((next: Settings) => {
    writeSettings(next);
    setSettings(next);
  }, []);
  return [settings, save];
}
