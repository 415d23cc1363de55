import { useEffect, type RefObject } from 'react';

/**
 * While active, everything on the page beside `layer` (a modal's top element, a child of
 * `document.body`) is `inert`: not focusable, not clickable, hidden from assistive technology.
 * Only what this layer made inert is restored, so stacked dialogs undo their own.
 */
export function useInertBackground(layer: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const own = layer.current;
    if (!active || !own) return undefined;
    const made = Array.from(document.body.children).filter(
      (el) => el !== own && !el.hasAttribute('inert'),
    );
    for (const el of made) el.setAttribute('inert', '');
    return () => {
      for (const el of made) el.removeAttribute('inert');
    };
  }, [layer, active]);
}
