import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';

const backendRequire = createRequire(join(repoRoot, 'backend', 'package.json'));
let registered = false;

/**
 * Loads backend TypeScript (e.g. the test support's fake provider servers) straight from
 * backend/, transpiled on require with @swc/core. Returns `load(pathUnderBackend)`.
 */
export function backendTypeScript() {
  if (!registered) {
    registered = true;
    const swc = backendRequire('@swc/core');
    const Module = backendRequire('node:module');
    const contracts = join(repoRoot, 'packages', 'contracts', 'src', 'index.ts');
    const originalResolve = Module._resolveFilename;
    Module._resolveFilename = function resolve(request, ...rest) {
      return originalResolve.call(
        this,
        request === '@agora/contracts' ? contracts : request,
        ...rest,
      );
    };
    Module._extensions['.ts'] = (module, filename) => {
      const { code } = swc.transformSync(readFileSync(filename, 'utf8'), {
        filename,
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
        sourceMaps: false,
      });
      module._compile(code, filename);
    };
    backendRequire('reflect-metadata');
  }
  return (path) => backendRequire(join(repoRoot, 'backend', path));
}
