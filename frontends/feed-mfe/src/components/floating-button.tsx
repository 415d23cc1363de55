import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampPosition } from '../lib/clamp-position';

const SIZE = { width: 56, height: 56 };

/** The draggable + button (kept inside the window); X hides it, a side tab brings it back. */
export function FloatingButton({ onPress, busy }: { onPress(): void; busy: boolean }) {
  const { t } = useTranslation('feed');
  const [hidden, setHidden] = useState(false);
  const [pos, setPos] = useState(() =>
    clampPosition(window.innerWidth - 80, window.innerHeight - 160, SIZE, bounds()),
  );
  const drag = useRef<{ dx: number; dy: number; moved: boolean } | null>(null);

  if (hidden) {
    return (
      <button
        type="button"
        className="feed-fab-tab"
        onClick={() => setHidden(false)}
        aria-label={t('fab.show')}
      >
        +
      </button>
    );
  }

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    drag.current = { dx: e.clientX - pos.x, dy: e.clientY - pos.y, moved: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current) return;
    const next = clampPosition(
      e.clientX - drag.current.dx,
      e.clientY - drag.current.dy,
      SIZE,
      bounds(),
    );
    if (Math.abs(next.x - pos.x) + Math.abs(next.y - pos.y) > 3) drag.current.moved = true;
    setPos(next);
  };
  const onPointerUp = () => {
    const wasDrag = drag.current?.moved;
    drag.current = null;
    if (!wasDrag && !busy) onPress();
  };

  return (
    <div className="feed-fab" style={{ left: pos.x, top: pos.y }}>
      <button
        type="button"
        className="feed-fab__main"
        aria-label={t('fab.more')}
        aria-busy={busy}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onKeyDown={(e) => {
          if ((e.key === 'Enter' || e.key === ' ') && !busy) {
            e.preventDefault();
            onPress();
          }
        }}
      >
        {busy ? '…' : '+'}
      </button>
      <button
        type="button"
        className="feed-fab__close"
        aria-label={t('fab.hide')}
        onClick={() => setHidden(true)}
      >
        ×
      </button>
    </div>
  );
}

function bounds() {
  return { width: window.innerWidth, height: window.innerHeight };
}
