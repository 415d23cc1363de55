import { describe, expect, it } from 'vitest';
import { isSwipeBack } from './swipe-back';

const start = { x: 10, y: 300 };

describe(isSwipeBack.name, () => {
  it('goes back on a right swipe over 100 px with under 50 px vertical movement', () => {
    expect(isSwipeBack(start, { x: 111, y: 349 })).toBe(true);
    expect(isSwipeBack(start, { x: 300, y: 251 })).toBe(true);
  });
  it('does not go back at exactly 100 px or less', () => {
    expect(isSwipeBack(start, { x: 110, y: 300 })).toBe(false);
  });
  it('does not go back with 50 px or more of vertical movement', () => {
    expect(isSwipeBack(start, { x: 300, y: 350 })).toBe(false);
    expect(isSwipeBack(start, { x: 300, y: 250 })).toBe(false);
  });
  it('does not go back on a left swipe', () => {
    expect(isSwipeBack({ x: 300, y: 300 }, { x: 10, y: 300 })).toBe(false);
  });
});
