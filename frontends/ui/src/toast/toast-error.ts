import i18next from 'i18next';
import { toast } from './toast-store';

/** The spec's error toast: destructive variant titled 'Error' (in the app language). */
export function toastError(description: string): number {
  return toast({ variant: 'destructive', title: i18next.t('ui:error'), description });
}
