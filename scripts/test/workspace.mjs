import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Workspace packages under the given folders (e.g. frontends, packages) with their package.json. */
export function workspacePackages(repoRoot, folders) {
  return folders.flatMap((folder) => {
    const base = join(repoRoot, folder);
    if (!existsSync(base)) return [];
    return readdirSync(base, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(base, entry.name, 'package.json')))
      .map((entry) => {
        const dir = join(base, entry.name);
        return { dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) };
      });
  });
}

/** Packages whose `test` script runs Vitest and that actually have test files. */
export function vitestPackages(repoRoot) {
  return workspacePackages(repoRoot, ['frontends', 'packages']).filter(
    ({ dir, manifest }) =>
      /\bvitest\b/.test(manifest.scripts?.test ?? '') && hasTestFiles(join(dir, 'src')),
  );
}

function hasTestFiles(dir) {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { withFileTypes: true, recursive: true }).some(
    (entry) => entry.isFile() && /\.(test|spec)\.[cm]?[jt]sx?$/.test(entry.name),
  );
}
