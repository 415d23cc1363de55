import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const APP_PAGE =
  '<!doctype html><html><head><title>Agora</title><meta name="description" content="Learn"></head><body><div id="root"></div></body></html>';

/** A frontends folder holding only the shell's page (`FRONTENDS_DIR`), and how to remove it. */
export function appPageFrontends(): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'agora-app-page-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), APP_PAGE);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** The content of one `<meta property|name=…>` tag of a page, or undefined. */
export function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
}
