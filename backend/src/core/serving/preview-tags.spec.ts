import { firstLines, previewTags, withPreview } from './preview-tags';

const PAGE =
  '<html><head><title>Agora</title><meta name="description" content="app"></head><body></body></html>';

describe('link preview tags', () => {
  it('cuts long text at a word near the limit, on one line', () => {
    expect(firstLines('a  b\n\nc')).toBe('a b c');
    const cut = firstLines('word '.repeat(100), 50);
    expect(cut.length).toBeLessThanOrEqual(51);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('escapes every value and names the figure in the title', () => {
    const preview = {
      figure: 'Ada "Lovelace"',
      title: '<script>x</script>',
      description: "a & b's",
    };
    const tags = previewTags(preview, 'https://x.test/shared-chat/1', 'https://x.test/i.png');
    expect(tags).toContain(
      '<meta property="og:title" content="Ada &quot;Lovelace&quot;: &lt;script&gt;x&lt;/script&gt;">',
    );
    expect(tags).toContain('<meta name="twitter:description" content="a &amp; b&#39;s">');
    expect(tags).not.toMatch(/<script>/);
  });

  it('replaces the page title and description, keeping `$` patterns as text', () => {
    const preview = { title: 'Costs $& $1', description: 'd' };
    const html = withPreview(PAGE, preview, previewTags(preview, 'u', 'i'));
    expect(html).toContain('<title>Costs $&amp; $1 · Agora</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="d"></head>');
  });
});
