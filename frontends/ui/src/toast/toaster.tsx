import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { LIVE_LAYER_ATTRIBUTE } from '../components/inert-background';
import { ToastCard } from './toast-card';
import { useToasts } from './toast-store';

const VIEWPORT_HOTKEY = 'F8';
const noSubscription = () => () => undefined;
/** False on the server and while hydrating prerendered HTML, true once the page is live. */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The toast viewport: F8 focuses it; a toast closes after its duration or on a right swipe. It is
 * its own top-level layer so that toasts stay live while a modal makes the page inert.
 */
export function Toaster() {
  const { t } = useTranslation('ui');
  const items = useToasts().filter((item) => item.open);
  const viewport = useRef<HTMLOListElement>(null);
  const inBrowser = useInBrowser();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === VIEWPORT_HOTKEY) viewport.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // A portal into <body> exists only in a browser; the prerendered landing has no toasts to show.
  if (!inBrowser) return null;
  return createPortal(
    <ol
      ref={viewport}
      className="ag-toast-viewport"
      tabIndex={-1}
      aria-label={t('notifications')}
      {...{ [LIVE_LAYER_ATTRIBUTE]: '' }}
    >
      {items.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
    </ol>,
    document.body,
  );
}
