import { useCallback, useEffect, useRef } from 'react';
import { TYPING_MS } from './use-typers';

/** Call `onKey()` on each keystroke: sends typing=true once, and typing=false 2 s after the last key. */
export function useTypingSignal(send: (isTyping: boolean) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stop = useCallback(() => {
    if (timer.current === null) return;
    clearTimeout(timer.current);
    timer.current = null;
    send(false);
  }, [send]);
  const onKey = useCallback(() => {
    if (timer.current === null) send(true);
    else clearTimeout(timer.current);
    timer.current = setTimeout(stop, TYPING_MS);
  }, [send, stop]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return { onKey, stop };
}
