import { useEffect, type RefObject } from 'react';

/** Moves focus to the panel's last button (the way forward) whenever the step changes. */
export function useFocusTrapLite(
  panel: RefObject<HTMLElement | null>,
  active: boolean,
  step: number,
): void {
  useEffect(() => {
    if (!active) return;
    const buttons = panel.current?.querySelectorAll<HTMLElement>('button');
    buttons?.[buttons.length - 1]?.focus();
  }, [panel, active, step]);
}
