import { useEffect, useRef, useState } from 'react';

/** How close to the end (px) still counts as "reading the newest". */
const NEAR_END_PX = 48;

/**
 * Keeps a scrolling list at its end: whenever `newest` changes, and when the list is resized (the
 * keyboard opens, a reply bar appears) while the reader was at the end. Only the list scrolls,
 * never the page, so the composer below it stays in place. Returns the ref for the list.
 */
export function useStickToBottom(newest: string) {
  const [list, setList] = useState<HTMLElement | null>(null);
  const atEnd = useRef(true);

  useEffect(() => {
    if (!list) return;
    list.scrollTop = list.scrollHeight;
    atEnd.current = true;
  }, [list, newest]);

  useEffect(() => {
    if (!list) return;
    const onScroll = () => {
      atEnd.current = list.scrollHeight - list.scrollTop - list.clientHeight <= NEAR_END_PX;
    };
    list.addEventListener('scroll', onScroll, { passive: true });
    const resized =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (atEnd.current) list.scrollTop = list.scrollHeight;
          });
    resized?.observe(list);
    return () => {
      list.removeEventListener('scroll', onScroll);
      resized?.disconnect();
    };
  }, [list]);

  return setList;
}
