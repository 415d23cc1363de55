import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocalStorage } from './use-local-storage';

interface Prefs {
  dark: boolean;
  compact?: boolean;
}

/** What another tab's write looks like to this one. */
function writeFromAnotherTab(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
  });
}

describe(useLocalStorage.name, () => {
  it('stores a value as JSON and answers it', () => {
    const { result } = renderHook(() => useLocalStorage('prefs', { dark: false }));
    expect(result.current[0]).toEqual({ dark: false });
    act(() => result.current[1]({ dark: true }));
    expect(result.current[0]).toEqual({ dark: true });
    expect(localStorage.getItem('prefs')).toBe('{"dark":true}');
  });

  it("follows another tab's writes to its key, and the latest fallback when that tab removes it", () => {
    const first: Prefs = { dark: false };
    const later: Prefs = { dark: true, compact: true };
    const { result, rerender } = renderHook(({ initial }) => useLocalStorage('prefs', initial), {
      initialProps: { initial: first },
    });
    writeFromAnotherTab('prefs', '{"dark":true}');
    expect(result.current[0]).toEqual({ dark: true });
    writeFromAnotherTab('other', '"ignored"');
    expect(result.current[0]).toEqual({ dark: true });

    rerender({ initial: later });
    writeFromAnotherTab('prefs', null);
    expect(result.current[0]).toEqual(later);
  });

  it('falls back to the initial value when the entry is not JSON', () => {
    localStorage.setItem('prefs', '{not json');
    const { result } = renderHook(() => useLocalStorage('prefs', 7));
    expect(result.current[0]).toBe(7);
  });
});
