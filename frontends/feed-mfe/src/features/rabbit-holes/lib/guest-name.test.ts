import { beforeEach, describe, expect, it } from 'vitest';
import { GUEST_NAME_KEY, postingName, rememberedGuestName } from './guest-name';

describe(rememberedGuestName.name, () => {
  beforeEach(() => localStorage.clear());

  it('makes an Explorer name once and keeps it for the next visits', () => {
    const sut = rememberedGuestName(localStorage, () => 0.577);
    expect(sut).toBe('Explorer577');
    expect(rememberedGuestName(localStorage, () => 0.438)).toBe('Explorer577');
    expect(localStorage.getItem(GUEST_NAME_KEY)).toBe('Explorer577');
  });

  it('replaces a kept value that is not an Explorer name', () => {
    localStorage.setItem(GUEST_NAME_KEY, '<script>');
    expect(rememberedGuestName(localStorage, () => 0.5)).toBe('Explorer500');
  });
});

describe(postingName.name, () => {
  const noGuest = () => {
    throw new Error('the Explorer name is not needed');
  };

  it('prefers the display name, then the first name, then the kept Explorer name', () => {
    expect(postingName(' Star Gazer ', 'Ada', noGuest)).toBe('Star Gazer');
    expect(postingName('', 'Ada', noGuest)).toBe('Ada');
    expect(postingName('', '  ', () => 'Explorer7')).toBe('Explorer7');
    expect(postingName('', null, () => 'Explorer7')).toBe('Explorer7');
  });
});
