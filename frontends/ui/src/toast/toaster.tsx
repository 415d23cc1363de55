import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ToastCard } from './toast-card';
import { TOAST_DURATION_MS, useToasts } from './toast-store';

const noSubscription = () => () => undefined;
/** False on the server and while hydrating prerendered HTML, true once the page is live. */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The toasts on Radix Toast: F8 focuses the viewport; a toast closes after 5 s, on ×, or on a
 * right swipe. The viewport is its own layer on <body> and stays live over a modal Dialog:
 * Radix makes it a dismissable-layer branch (a click in it does not close the dialog), and
 * `aria-live` keeps it out of the `aria-hidden` the dialog puts on the rest of the page (the
 * `aria-hidden` library spares live regions; "off" because Radix announces toasts itself).
 */
export function Toaster() {
  const { t } = useTranslation('ui');
  const items = useToasts();
  const inBrowser = useInBrowser();

  // A portal into <body> exists only in a browser; the prerendered landing has no toasts to show.
  if (!inBrowser) return null;
  return (
    <RadixToast.Provider
      label={t('notification')}
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
    >
      {items.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      {createPortal(
        <RadixToast.Viewport
          className="ag-toast-viewport"
          label={t('notifications')}
          aria-live="off"
        />,
        document.body,
      )}
    </RadixToast.Provider>
  );
}
