import { useSettings, type Settings } from '@agora/ui';
import { createContext, useContext, type ReactNode } from 'react';

const SettingsContext = createContext<[Settings, (next: Settings) => void] | null>(null);

/** One settings state for the whole shell (persisted in local storage). */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const value = useSettings();
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useShellSettings(): [Settings, (next: Settings) => void] {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useShellSettings() needs <SettingsProvider>');
  return value;
}
