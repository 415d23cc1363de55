import { describe, expect, it } from 'vitest';
import { servedPrerenderedLanding } from './prerendered-landing';

function root(html: string): Element {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
}

describe('servedPrerenderedLanding', () => {
  const landing = root('<div class="shell-frame"></div>');

  it('hydrates the prerendered landing of a visitor at /', () => {
    expect(servedPrerenderedLanding(landing, { pathname: '/', hash: '' }, '')).toBe(true);
  });

  it('renders afresh an empty page, another path, a rabbit-hole link or a signed-in browser', () => {
    expect(servedPrerenderedLanding(root(''), { pathname: '/', hash: '' }, '')).toBe(false);
    expect(servedPrerenderedLanding(landing, { pathname: '/feed', hash: '' }, '')).toBe(false);
    const hole = { pathname: '/', hash: '#/rabbit-hole/0b9e7a52-3c1d-4f7e-9a61-2f4c8d5e6a7b' };
    expect(servedPrerenderedLanding(landing, hole, '')).toBe(false);
    expect(
      servedPrerenderedLanding(landing, { pathname: '/', hash: '' }, 'agora_signed_in=1'),
    ).toBe(false);
  });
});
