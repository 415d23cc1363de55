import { useCallback } from 'react';
import { useHost } from '../host/host-context';
import { showCreditsErrorToast } from './credits-error-toast';

/** `(error) => boolean`: shows the credits toast for 402/403 credits errors, else returns false. */
export function useCreditsErrorToast(): (error: unknown) => boolean {
  const host = useHost();
  return useCallback((error: unknown) => showCreditsErrorToast(error, host), [host]);
}
