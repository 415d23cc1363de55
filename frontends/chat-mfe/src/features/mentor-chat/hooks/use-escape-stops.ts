import { useEffect, useEffectEvent } from 'react';

/**
 * While a reply streams, Escape stops it instead of closing the overlay: the key is caught on the
 * window before the dialog's own Escape handler sees it.
 */
export function useEscapeStops(streaming: boolean, stop: () => void) {
  const onStop = useEffectEvent(stop);
  useEffect(() => {
    if (!streaming) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopImmediatePropagation();
      event.preventDefault();
      onStop();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [streaming]);
}
