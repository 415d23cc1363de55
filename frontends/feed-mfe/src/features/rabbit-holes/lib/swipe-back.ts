export const SWIPE_MIN_X = 100;
export const SWIPE_MAX_Y = 50;

export interface Point {
  x: number;
  y: number;
}

/** A swipe goes back when it moves right more than 100 px while moving less than 50 px vertically. */
export function isSwipeBack(start: Point, end: Point): boolean {
  return end.x - start.x > SWIPE_MIN_X && Math.abs(end.y - start.y) < SWIPE_MAX_Y;
}
