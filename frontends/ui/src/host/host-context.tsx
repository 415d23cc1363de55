import { createContext, useContext, type ReactNode } from 'react';
import type { HostApi } from './host-api';

const HostContext = createContext<HostApi | null>(null);

export function HostProvider({ value, children }: { value: HostApi; children: ReactNode }) {
  return <HostContext.Provider value={value}>{children}</HostContext.Provider>;
}

export function useHost(): HostApi {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() must be used inside <HostProvider>');
  return host;
}
