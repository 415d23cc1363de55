import type { RenderedLanding } from '../src/prerender/render-landing';

export declare function landingPage(
  template: string,
  landing: RenderedLanding,
  styles: string[],
): string;
