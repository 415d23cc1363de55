import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * The window's scroll position of a screen that something else covers for a while (a thread over
 * the feed): the cover opens at its top, and the screen comes back where it was left.
 */
export function useCoveredScroll(covered: boolean) {
  const saved = useRef(window.scrollY);
  const wasCovered = useRef(covered);

  useLayoutEffect(() => {
    if (wasCovered.current === covered) return;
    wasCovered.current = covered;
    window.scrollTo(0, covered ? 0 : saved.current);
  }, [covered]);

  // Remembered as the screen scrolls; read once covered the page is already shorter.
  useEffect(() => {
    const onScroll = () => {
      if (!wasCovered.current) saved.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
}
