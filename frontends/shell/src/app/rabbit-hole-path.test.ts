import { describe, expect, it, vi } from 'vitest';
import { rabbitHolePathToHash } from './rabbit-hole-path';

const ID = '0b9e7a52-3c1d-4f7e-9a61-2f4c8d5e6a7b';

describe('rabbitHolePathToHash', () => {
  it('rewrites /rabbit-hole/{id} to the hash form the feed reads', () => {
    const history = { replaceState: vi.fn() };
    expect(rabbitHolePathToHash({ pathname: `/rabbit-hole/${ID}`, search: '' }, history)).toBe(
      true,
    );
    expect(history.replaceState).toHaveBeenCalledWith(null, '', `/#/rabbit-hole/${ID}`);
  });

  it('keeps the query and lower-cases the id', () => {
    const history = { replaceState: vi.fn() };
    rabbitHolePathToHash(
      { pathname: `/rabbit-hole/${ID.toUpperCase()}/`, search: '?ref=x' },
      history,
    );
    expect(history.replaceState).toHaveBeenCalledWith(null, '', `/?ref=x#/rabbit-hole/${ID}`);
  });

  it('leaves every other path alone', () => {
    const history = { replaceState: vi.fn() };
    for (const pathname of ['/', '/rabbit-hole/', '/rabbit-hole/not-an-id', `/x/rabbit-hole/${ID}`])
      expect(rabbitHolePathToHash({ pathname, search: '' }, history)).toBe(false);
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
