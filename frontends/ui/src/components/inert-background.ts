import { useEffect, type RefObject } from 'react';

/** Marks a top-level layer that must stay usable while a modal is open (the toasts). */
export const LIVE_LAYER_ATTRIBUTE = 'data-ag-live-layer';

/**
 * While active, every other top-level element of the page (the app root, other dialogs) gets the
 * `inert` attribute, so neither pointer, keyboard nor screen reader reaches the background of a
 * modal; layers marked with LIVE_LAYER_ATTRIBUTE stay live. Only what this call made inert is
 * released afterwards, so stacked dialogs each restore their own background.
 */
export function useInertBackground(layer: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    let top = layer.current;
    if (!active || !top) return;
    while (top.parentElement && top.parentElement !== document.body) top = top.parentElement;
    const madeInert: Element[] = [];
    for (const sibling of Array.from(document.body.children)) {
      if (sibling === top || sibling.hasAttribute('inert')) continue;
      if (sibling.hasAttribute(LIVE_LAYER_ATTRIBUTE) || sibling.tagName === 'SCRIPT') continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
    return () => madeInert.forEach((element) => element.removeAttribute('inert'));
  }, [layer, active]);
}
