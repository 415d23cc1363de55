import { useEffect, useRef, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { LIVE_LAYER_ATTRIBUTE } from '../components/inert-background';
import { dismissToast, TOAST_DURATION_MS, useToasts, type ToastItem } from './toast-store';

const SWIPE_THRESHOLD_PX = 50;
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

function ToastCard({ item }: { item: ToastItem }) {
  const { t } = useTranslation('ui');
  const startX = useRef<number | null>(null);
  const card = useRef<HTMLLIElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => dismissToast(item.id), item.duration ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id, item.duration]);

  const onPointerDown = (event: PointerEvent) => {
    startX.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (startX.current === null || !card.current) return;
    const dx = Math.max(0, event.clientX - startX.current);
    card.current.style.transform = `translateX(${dx}px)`;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (startX.current === null) return;
    const dx = event.clientX - startX.current;
    startX.current = null;
    if (dx > SWIPE_THRESHOLD_PX) dismissToast(item.id);
    else if (card.current) card.current.style.transform = '';
  };

  const destructive = item.variant === 'destructive';
  return (
    <li
      ref={card}
      className={`ag-toast${destructive ? ' ag-toast--destructive' : ''}`}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <div className="ag-toast__body">
        {item.title && <div className="ag-toast__title">{item.title}</div>}
        {item.description && <div className="ag-toast__description">{item.description}</div>}
      </div>
      {item.action && (
        <button
          type="button"
          className="ag-button ag-button--outline ag-button--sm"
          onClick={() => {
            item.action?.onClick();
            dismissToast(item.id);
          }}
        >
          {item.action.label}
        </button>
      )}
      <button
        type="button"
        className="ag-toast__close"
        aria-label={t('dismiss')}
        onClick={() => dismissToast(item.id)}
      >
        ×
      </button>
    </li>
  );
}
