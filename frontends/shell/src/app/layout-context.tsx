import { createContext, useContext } from 'react';

export interface LayoutControls {
  setHeaderHidden(hidden: boolean): void;
}

export const LayoutContext = createContext<LayoutControls>({ setHeaderHidden: () => undefined });

export function useLayout(): LayoutControls {
  return useContext(LayoutContext);
}
