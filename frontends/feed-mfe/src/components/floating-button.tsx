import { createContext, use, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampPosition, type Area, type Point } from '../lib/clamp-position';

const SIZE = { width: 56, height: 56 };
/** The × sits this far past the button's top-right corner; it stays on screen too. */
const CLOSE_OVERHANG = 8;
/** A press that moves less than this is a tap, not a drag. */
const DRAG_THRESHOLD = 4;

/**
 * True while something covers the screen the + belongs to (a thread over the feed, with its own
 * composer and Generate More Posts): the + is not shown then, and keeps its place for later.
 */
export const FloatingButtonCovered = createContext(false);

/**
 * The draggable + button. It starts docked above the bottom navigation and is kept, when dragged,
 * inside the part of the window the header, the bottom navigation and the safe-area insets leave
 * free (`.feed-fab-area` says where that is). X hides it, a side tab brings it back.
 */
export function FloatingButton({ onPress, busy }: { onPress(): void; busy: boolean }) {
  const { t } = useTranslation('feed');
  const [hidden, setHidden] = useState(false);
  // null while docked (placed by CSS); where it was dropped once dragged.
  const [pos, setPos] = useState<Point | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const fab = useRef<HTMLDivElement>(null);
  const drag = useRef<{ from: Point; dx: number; dy: number; moved: boolean } | null>(null);
  const justDragged = useRef(false);
  const dragged = pos !== null;
  const covered = use(FloatingButtonCovered);

  // A turned phone or a resized window must not leave it behind the navigation or off screen.
  useEffect(() => {
    if (!dragged) return;
    const keepInside = () =>
      setPos((at) => at && clampPosition(at.x, at.y, SIZE, freeArea(area.current)));
    window.addEventListener('resize', keepInside);
    return () => window.removeEventListener('resize', keepInside);
  }, [dragged]);

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    const box = fab.current?.getBoundingClientRect();
    const from = pos ?? { x: box?.left ?? 0, y: box?.top ?? 0 };
    drag.current = { from, dx: e.clientX - from.x, dy: e.clientY - from.y, moved: false };
    justDragged.current = false;
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current) return;
    const x = e.clientX - current.dx;
    const y = e.clientY - current.dy;
    if (
      !current.moved &&
      Math.abs(x - current.from.x) + Math.abs(y - current.from.y) < DRAG_THRESHOLD
    )
      return;
    current.moved = true;
    setPos(clampPosition(x, y, SIZE, freeArea(area.current)));
  };
  const onPointerEnd = () => {
    justDragged.current = drag.current?.moved ?? false;
    drag.current = null;
  };

  if (covered) return null;
  return (
    <>
      <div ref={area} className="feed-fab-area" aria-hidden="true" />
      {hidden ? (
        <button
          type="button"
          className="feed-fab-tab"
          onClick={() => setHidden(false)}
          aria-label={t('fab.show')}
        >
          +
        </button>
      ) : (
        <div
          ref={fab}
          className={dragged ? 'feed-fab' : 'feed-fab feed-fab--docked'}
          style={pos ? { left: pos.x, top: pos.y } : undefined}
          data-testid="floating-button"
        >
          <button
            type="button"
            className="feed-fab__main"
            aria-label={t('fab.more')}
            aria-busy={busy}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
            // A tap, a click, Enter, Space or a screen reader's activation; never the end of a drag.
            onClick={() => {
              if (justDragged.current) {
                justDragged.current = false;
                return;
              }
              if (!busy) onPress();
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
      )}
    </>
  );
}

/** Where the button may go: the free area measured by CSS (the window when it has no layout), less the ×'s overhang. */
function freeArea(probe: HTMLElement | null): Area {
  const rect = probe?.getBoundingClientRect();
  const free =
    rect && rect.width > 0 && rect.height > 0
      ? rect
      : { left: 0, top: 0, width: window.innerWidth, height: window.innerHeight };
  return {
    left: free.left,
    top: free.top + CLOSE_OVERHANG,
    width: free.width - CLOSE_OVERHANG,
    height: free.height - CLOSE_OVERHANG,
  };
}
