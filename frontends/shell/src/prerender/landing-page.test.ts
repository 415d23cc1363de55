import { describe, expect, it } from 'vitest';
import { landingPage } from '../../scripts/landing-page.mjs';

const template =
  '<!DOCTYPE html><html><head><title>Agora</title><meta name="description" content="x">' +
  '<script defer src="/static/js/index.1.js"></script>' +
  '<link rel="preload" as="script" href="/static/js/async/d.2.js" fetchpriority="low">' +
  '<link rel="preload" as="style" href="/static/css/async/app-start.3.css" fetchpriority="low">' +
  '<link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>';

describe('landingPage', () => {
  const page = landingPage(
    template,
    { language: 'en', dir: 'ltr', title: 'Learn', description: 'About', html: '<main>Hi</main>' },
    ['/static/css/async/app-start.3.css'],
  );

  it('puts the prerendered landing in the page with its stylesheets', () => {
    expect(page).toContain('<div id="root"><main>Hi</main></div>');
    expect(page).toContain('<link rel="stylesheet" href="/static/css/async/app-start.3.css">');
    expect(page).toContain('<script defer src="/static/js/index.1.js"></script>');
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it("leaves out the app's preloads, which would compete with the landing's first paint", () => {
    expect(page).not.toContain('rel="preload"');
  });
});
