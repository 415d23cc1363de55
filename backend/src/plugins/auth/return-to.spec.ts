import { sanitizeReturnTo as sut } from './return-to';

describe('sanitizeReturnTo', () => {
  it.each(['/', '/feed', '/join/abc?x=1#top', '/shared-chat/7f1c'])(
    'keeps the same-site path %s',
    (path) => {
      expect(sut(path)).toBe(path);
    },
  );

  it.each([
    'https://evil.com/',
    'http://evil.com',
    '//evil.com',
    '//evil.com/feed',
    '/\\evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'feed',
    '/\t/evil.com',
    '',
  ])('refuses %j and answers /', (value) => {
    expect(sut(value)).toBe('/');
  });

  it('refuses non-strings', () => {
    expect(sut(undefined)).toBe('/');
    expect(sut(['/feed'])).toBe('/');
  });
});
