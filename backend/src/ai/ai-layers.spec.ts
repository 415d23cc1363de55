import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * The sub-folders of `ai/`, bottom first. A file may import its own folder and any lower layer,
 * never a layer above or a sibling of the same layer; the files at the root of `ai/` (the front
 * door: AiService, the module, the public index) sit on top.
 */
const LAYERS: Record<string, number> = {
  types: 0,
  catalogue: 1,
  knowledge: 2,
  offline: 3,
  prompts: 3,
  providers: 4,
  accounting: 4,
  'generated-media': 4,
  routing: 5,
  '': 6,
};

const AI = __dirname;
const SRC = resolve(AI, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The files a source file imports by relative path, resolved to absolute paths. */
function relativeImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => resolve(dirname(file), name))
    .map((path) => (existsSync(path) && statSync(path).isDirectory() ? join(path, 'index') : path));
}

/** The layer folder of a path inside `ai/` ('' for the root files). */
function folderOf(path: string): string {
  const inside = relative(AI, path).split(sep);
  return inside.length > 1 ? inside[0]! : '';
}

const insideAi = (path: string) => !relative(AI, path).startsWith('..');

describe('the layers of ai/', () => {
  const files = sourceFiles(AI);

  it('knows the layer of every sub-folder', () => {
    const unknown = files.map(folderOf).filter((folder) => !(folder in LAYERS));
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('has no import that runs back up or sideways between its sub-folders', () => {
    const wrong: string[] = [];
    for (const file of files) {
      const from = folderOf(file);
      for (const target of relativeImports(file).filter(insideAi)) {
        const to = folderOf(target);
        if (to !== from && LAYERS[to]! >= LAYERS[from]!)
          wrong.push(`${relative(AI, file)} → ${relative(AI, target)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('imports no plugin', () => {
    const plugins = join(SRC, 'plugins');
    const wrong = files.filter((file) =>
      relativeImports(file).some((target) => !relative(plugins, target).startsWith('..')),
    );
    expect(wrong).toEqual([]);
  });

  it('is not imported by core', () => {
    const wrong = sourceFiles(join(SRC, 'core')).filter((file) =>
      relativeImports(file).some(insideAi),
    );
    expect(wrong).toEqual([]);
  });

  it('keeps the offline engine behind AiService', () => {
    const offline = join(AI, 'offline', 'offline-engine');
    const users = sourceFiles(SRC)
      .filter((file) => !file.endsWith('.spec.ts'))
      .filter((file) => relativeImports(file).includes(offline))
      .map((file) => relative(AI, file));
    expect(users.sort()).toEqual(['ai.service.ts', join('routing', 'metered-engines.ts')]);
  });
});
