import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The shell's HTML pages as built: `index.html` (the app) and `landing/<lang>.html` (the signed-out
 * landing prerendered in each language). Read on first use and again when the file changes, so a
 * rebuild under a running server is picked up.
 */
export class PageTemplates {
  private readonly cache = new Map<string, { mtimeMs: number; html: string }>();

  constructor(private readonly shellDist: string) {}

  appPage(): string | null {
    return this.read(join(this.shellDist, 'index.html'));
  }

  landing(language: string): string | null {
    if (!/^[a-z]{2}$/.test(language)) return null;
    return this.read(join(this.shellDist, 'landing', `${language}.html`));
  }

  /** The languages a prerendered landing exists in. */
  landingLanguages(): string[] {
    try {
      return readdirSync(join(this.shellDist, 'landing'))
        .filter((name) => /^[a-z]{2}\.html$/.test(name))
        .map((name) => name.slice(0, 2));
    } catch {
      return [];
    }
  }

  private read(path: string): string | null {
    try {
      const { mtimeMs } = statSync(path);
      const cached = this.cache.get(path);
      if (cached?.mtimeMs === mtimeMs) return cached.html;
      const html = readFileSync(path, 'utf8');
      this.cache.set(path, { mtimeMs, html });
      return html;
    } catch {
      return null;
    }
  }
}
