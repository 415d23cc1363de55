import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-policy';

describe('cacheControlFor', () => {
  it.each([
    '/dist/static/js/index.15426c69ec.js',
    '/dist/static/js/async/o5.c0f4396a4c.js.br',
    '/dist/static/css/async/g.2c02e72e0e.css.gz',
    'C:\\dist\\static\\js\\index.15426c69ec.js',
  ])('caches the hashed %s for good', (path) => {
    expect(cacheControlFor(path)).toBe(IMMUTABLE);
  });

  it.each([
    '/dist/index.html',
    '/dist/landing/fr.html.br',
    '/dist/mf-manifest.json',
    '/dist/manifest.webmanifest',
    '/dist/remoteEntry.js',
    '/dist/sw.js',
  ])('revalidates %s, whose name stays across releases', (path) => {
    expect(cacheControlFor(path)).toBe(REVALIDATE);
  });

  it('keeps unhashed files such as icons for a day', () => {
    expect(cacheControlFor('/dist/icons/icon-192.png')).toBe('public, max-age=86400');
    expect(cacheControlFor('/dist/robots.txt')).toBe('public, max-age=86400');
  });
});
