import { findMalformedText, isMalformedText } from './malformed-text';

describe('malformed text', () => {
  it('finds NUL and lone surrogates, and lets paired surrogates (emoji) through', () => {
    expect(isMalformedText('a\u0000b')).toBe(true);
    expect(isMalformedText('half \uD800 pair')).toBe(true);
    expect(isMalformedText('\uDC00 alone')).toBe(true);
    expect(isMalformedText('emoji 🧪 and ü')).toBe(false);
  });

  it('names the first bad field by its path, object keys included', () => {
    expect(findMalformedText({ post: { tags: ['ok', 'b\u0000d'] } }, 'body')).toBe('post.tags.1');
    expect(findMalformedText({ ['k\u0000']: 1 }, 'body')).toBe('k?');
    expect(findMalformedText('x\u0000', 'param')).toBe('param');
    expect(findMalformedText({ fine: 'text', n: 3, none: null }, 'body')).toBeUndefined();
  });
});
