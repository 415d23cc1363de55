import { describe, expect, it } from 'vitest';
import { isWaiting, POST_WAIT_MS, startWait } from './ai-waiting';

describe('AI waiting', () => {
  it('waits until more AI posts than before arrive', () => {
    const wait = startWait(3, POST_WAIT_MS, 0);
    expect(isWaiting(wait, 3, 1000)).toBe(true);
    expect(isWaiting(wait, 4, 1000)).toBe(false);
  });

  it('stops waiting after its window even when nothing arrived', () => {
    const wait = startWait(0, POST_WAIT_MS, 0);
    expect(isWaiting(wait, 0, POST_WAIT_MS - 1)).toBe(true);
    expect(isWaiting(wait, 0, POST_WAIT_MS)).toBe(false);
    expect(isWaiting(undefined, 0, 0)).toBe(false);
  });
});
