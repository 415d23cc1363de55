export interface Box {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A rectangle of the window, in CSS pixels from its top-left corner. */
export interface Area extends Box {
  left: number;
  top: number;
}

/** Keeps a dragged box of `size` at (`x`, `y`) fully inside `area` (its top-left corner when too small). */
export function clampPosition(x: number, y: number, size: Box, area: Area): Point {
  return {
    x: Math.max(area.left, Math.min(x, area.left + area.width - size.width)),
    y: Math.max(area.top, Math.min(y, area.top + area.height - size.height)),
  };
}
