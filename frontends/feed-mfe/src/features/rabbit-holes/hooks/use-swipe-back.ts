import { useRef, type TouchEvent } from 'react';
import { isSwipeBack, type Point } from '../lib/swipe-back';

/** Touch handlers that call `onBack` on a right swipe (spec 01 §2: >100 px across, <50 px down). */
export function useSwipeBack(onBack: () => void) {
  const start = useRef<Point | null>(null);
  return {
    onTouchStart: (e: TouchEvent) => {
      const touch = e.touches[0];
      if (touch) start.current = { x: touch.clientX, y: touch.clientY };
    },
    onTouchEnd: (e: TouchEvent) => {
      const touch = e.changedTouches[0];
      if (
        start.current &&
        touch &&
        isSwipeBack(start.current, { x: touch.clientX, y: touch.clientY })
      )
        onBack();
      start.current = null;
    },
  };
}
