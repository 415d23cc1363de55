import { useEffect, type RefObject } from 'react';

/** Layers that stay live over a modal: notifications must still be heard and their actions usable. */
const LIVE_LAYERS = '.ag-toast-viewport';

/**
 * While active, everything on the page beside `layer` (a modal's top element, a child of
 * `document.body`) is `inert`: not focusable, not clickable, hidden from assistive technology —
 * except the live layers (toasts). Only what this layer made inert is restored, so stacked dialogs
 * undo their own.
 */
export function useInertBackground(layer: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const own = layer.current;
    if (!active || !own) return undefined;
    const made: Element[] = [];
    inertAllBut(document.body, own, made);
    return () => {
      for (const el of made) el.removeAttribute('inert');
    };
  }, [layer, active]);
}

/** Makes `parent`'s children inert, going down into those that hold a live layer. */
function inertAllBut(parent: Element, own: Element, made: Element[]): void {
  for (const el of Array.from(parent.children)) {
    if (el === own || el.hasAttribute('inert') || el.matches(LIVE_LAYERS)) continue;
    if (el.querySelector(LIVE_LAYERS)) {
      inertAllBut(el, own, made);
      continue;
    }
    el.setAttribute('inert', '');
    made.push(el);
  }
}
