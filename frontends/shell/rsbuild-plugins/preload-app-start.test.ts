import { describe, expect, it } from 'vitest';
import { appStartFiles, type ChunkGroupLike } from './preload-app-start';

const group = (
  files: string[],
  { name, type = 'javascript/auto' }: { name?: string; type?: string } = {},
): ChunkGroupLike => ({
  name,
  origins: [{ module: { type } }],
  chunks: files.map((file) => ({ files: new Set([file]) })),
});

describe('appStartFiles', () => {
  const groups = [
    group(['static/js/index.js'], { name: 'index' }),
    group(
      ['static/js/async/app-start.js', 'static/css/async/app-start.css', 'static/js/async/d.js'],
      {
        name: 'app-start',
      },
    ),
    group(['static/js/async/react.js'], { type: 'provide-module' }),
    group(['static/js/async/ui.js', 'static/js/async/radix.js'], { type: 'provide-module' }),
    // a consumer's fallback copy, a lazy locale and a lazily imported library are not preloaded
    group(['static/js/async/react-fallback.js'], { type: 'consume-shared-module' }),
    group(['static/js/async/de.js']),
    group(['static/js/async/socket-io.js', 'static/js/async/socket-io.js.map']),
  ];

  it('lists the start chunk group and the shared modules the build provides, scripts and styles', () => {
    expect(appStartFiles(groups, 'app-start')).toEqual([
      'static/css/async/app-start.css',
      'static/js/async/app-start.js',
      'static/js/async/d.js',
      'static/js/async/radix.js',
      'static/js/async/react.js',
      'static/js/async/ui.js',
    ]);
  });

  it('fails the build rather than preload nothing when the start chunk or the shared modules are missing', () => {
    expect(() => appStartFiles(groups, 'bootstrap')).toThrow(/no chunk group named "bootstrap"/);
    const unshared = groups.filter((g) => g.origins[0]?.module?.type !== 'provide-module');
    expect(() => appStartFiles(unshared, 'app-start')).toThrow(/no shared module/);
  });
});
