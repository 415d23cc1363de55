import { type PointerEvent, useRef, useState } from 'react';
import { SWIPE_REPLY_PX } from '../lib/group-constants';

/** A right swipe of at least SWIPE_REPLY_PX calls `onSwipe`; the row follows the finger (up to 80 px). */
export function useSwipeToReply(onSwipe: () => void) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const reset = () => {
    startX.current = null;
    setOffset(0);
  };
  return {
    style: offset ? { transform: `translateX(${offset}px)` } : undefined,
    onPointerDown: (e: PointerEvent) => {
      startX.current = e.clientX;
    },
    onPointerMove: (e: PointerEvent) => {
      if (startX.current !== null) setOffset(Math.max(0, Math.min(80, e.clientX - startX.current)));
    },
    onPointerUp: (e: PointerEvent) => {
      if (startX.current !== null && e.clientX - startX.current >= SWIPE_REPLY_PX) onSwipe();
      reset();
    },
    onPointerCancel: reset,
  };
}
