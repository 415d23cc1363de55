import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { LIVE_LAYER_ATTRIBUTE } from '../components/inert-background';
import { ToastCard } from './toast-card';
import { useToasts } from './toast-store';

const VIEWPORT_HOTKEY = 'F8';

/**
 * The toast viewport: F8 focuses it; a toast closes after its duration or on a right swipe. It is
 * its own top-level layer so that toasts stay live while a modal makes the page inert.
 */
export function Toaster() {
  const { t } = useTranslation('ui');
  const items = useToasts().filter((item) => item.open);
  const viewport = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === VIEWPORT_HOTKEY) viewport.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

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
