export interface Box {
  width: number;
  height: number;
}

/** Keeps a dragged button of `size` fully inside a window of `bounds`. */
export function clampPosition(
  x: number,
  y: number,
  size: Box,
  bounds: Box,
): { x: number; y: number } {
  return {
    x: Math.min(Math.max(0, x), Math.max(0, bounds.width - size.width)),
    y: Math.min(Math.max(0, y), Math.max(0, bounds.height - size.height)),
  };
}
