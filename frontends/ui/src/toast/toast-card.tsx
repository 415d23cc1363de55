import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, TOAST_DURATION_MS, type ToastItem } from './toast-store';

const SWIPE_THRESHOLD_PX = 50;

/** One toast: closes after its duration, on a right swipe, on ×, or after its action. */
export function ToastCard({ item }: { item: ToastItem }) {
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
