// The architecture's walls are lint rules: plant imports that cross them into real source files
// (in memory, at their real paths, so the project's own eslint.config.mjs and tsconfigs apply) and
// see each refused, while the imports the walls allow stay accepted.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: repoRoot });
const WALL_RULE = 'boundaries/dependencies';

describe('lint walls', () => {
  const plugins = join(repoRoot, 'backend/src/plugins');
  const chatPlugin = join(plugins, 'chat');
  const creditsPlugin = join(plugins, 'credits');
  const core = join(repoRoot, 'backend/src/core');
  const ai = join(repoRoot, 'backend/src/ai');
  const feedFeatures = join(repoRoot, 'frontends/feed-mfe/src/features');
  const chatRemote = join(repoRoot, 'frontends/chat-mfe/src');
  const feedRemote = join(repoRoot, 'frontends/feed-mfe/src');
  const shell = join(repoRoot, 'frontends/shell/src');
  const ui = join(repoRoot, 'frontends/ui/src');

  it('refuses a plugin importing another plugin past its index.ts', async () => {
    const host = sourceFileIn(chatPlugin);
    const messages = await lintWithImport(host, sourceFileIn(creditsPlugin));
    assertRefused(messages, /only through its index\.ts/);
  });

  it("accepts a plugin importing another plugin's index.ts", async () => {
    const host = sourceFileIn(chatPlugin);
    assert.ok(existsSync(join(creditsPlugin, 'index.ts')), 'plugins/credits/index.ts exists');
    assert.deepEqual(await lintWithImport(host, creditsPlugin), []);
  });

  it("lets only a plugin's test code reach another plugin's testing/ fakes", async () => {
    const fakes = sourceFileIn(join(creditsPlugin, 'testing'));
    const otherTesting = readdirSync(plugins, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'credits')
      .map((entry) => join(plugins, entry.name, 'testing'))
      .find((dir) => existsSync(dir) && sourceFiles(dir).length > 0);
    assert.ok(otherTesting, 'another plugin with a testing/ folder');
    assert.deepEqual(await lintWithImport(sourceFileIn(otherTesting), fakes), []);
    const production = await lintWithImport(sourceFileIn(chatPlugin), fakes);
    assertRefused(production, /only through its index\.ts/);
  });

  it('refuses core importing a plugin, even its index.ts', async () => {
    const messages = await lintWithImport(sourceFileIn(core), creditsPlugin);
    assertRefused(messages, /core must not import ai or a plugin/);
  });

  it('refuses core importing ai', async () => {
    const messages = await lintWithImport(sourceFileIn(core), sourceFileIn(ai));
    assertRefused(messages, /core must not import ai or a plugin/);
  });

  it('refuses ai importing a plugin', async () => {
    const messages = await lintWithImport(sourceFileIn(ai), creditsPlugin);
    assertRefused(messages, /ai must not import a plugin/);
  });

  it('refuses a remote feature importing another feature of the same remote', async () => {
    const [first, second] = foldersIn(feedFeatures);
    const messages = await lintWithImport(sourceFileIn(first), sourceFileIn(second));
    assertRefused(messages, /a feature never imports another feature/);
  });

  it("accepts a remote feature importing its own files and its remote's shared code", async () => {
    const feature = foldersIn(feedFeatures).find((folder) => sourceFiles(folder).length >= 2);
    const [host, ownFile] = sourceFiles(feature);
    assert.deepEqual(await lintWithImport(host, ownFile), []);
    assert.deepEqual(await lintWithImport(host, sourceFileIn(join(feedRemote, 'lib'))), []);
  });

  it('refuses a remote importing another remote', async () => {
    const [feature] = foldersIn(join(chatRemote, 'features'));
    const messages = await lintWithImport(sourceFileIn(feature), join(feedRemote, 'routes.tsx'));
    assertRefused(messages, /a remote never imports another remote or the shell/);
    const fromRoutes = await lintWithImport(
      join(chatRemote, 'routes.tsx'),
      sourceFileIn(feedFeatures),
    );
    assertRefused(fromRoutes, /a remote never imports another remote or the shell/);
  });

  it('refuses a remote importing the shell', async () => {
    const messages = await lintWithImport(join(chatRemote, 'routes.tsx'), sourceFileIn(shell));
    assertRefused(messages, /a remote never imports another remote or the shell/);
  });

  it('refuses ui importing the shell or a remote', async () => {
    const host = sourceFileIn(ui);
    assertRefused(await lintWithImport(host, sourceFileIn(shell)), /ui never imports/);
    assertRefused(await lintWithImport(host, join(feedRemote, 'routes.tsx')), /ui never imports/);
  });

  it('refuses silencing a wall with an eslint-disable comment', async () => {
    const host = sourceFileIn(chatPlugin);
    const options = {
      ruleId: '@eslint-community/eslint-comments/no-restricted-disable',
      above: '// eslint-disable-next-line boundaries/dependencies\n',
    };
    const messages = await lintWithImport(host, sourceFileIn(creditsPlugin), options);
    assert.equal(messages.length, 1, `one error, got ${JSON.stringify(messages)}`);
    assert.match(messages[0].message, /Disabling 'boundaries\/dependencies' is not allowed/);
  });

  it("refuses the shell importing a remote's source", async () => {
    const messages = await lintWithImport(sourceFileIn(shell), sourceFileIn(feedFeatures));
    assertRefused(messages, /the shell never imports a remote's source/);
  });
});

/** Lints `host` with an import of `target` planted on top; answers the wall rule's messages. */
async function lintWithImport(host, target, { ruleId = WALL_RULE, above = '' } = {}) {
  const planted = `${above}import * as plantedWallCrossing from '${importPath(host, target)}';\n`;
  const [result] = await eslint.lintText(planted + readFileSync(host, 'utf8'), {
    filePath: host,
  });
  const fatal = result.messages.filter((message) => message.fatal);
  assert.deepEqual(fatal, [], `${relative(repoRoot, host)} parses`);
  return result.messages
    .filter((message) => message.ruleId === ruleId)
    .map(({ line, message }) => ({ line, message }));
}

function assertRefused(messages, expected) {
  assert.equal(messages.length, 1, `one wall error, got ${JSON.stringify(messages)}`);
  assert.equal(messages[0].line, 1, 'on the planted line');
  assert.match(messages[0].message, expected);
}

/** The specifier a file would write: relative, without the extension, `./` when in reach. */
function importPath(host, target) {
  const path = relative(dirname(host), target)
    .split(sep)
    .join('/')
    .replace(/\.tsx?$/, '');
  return path.startsWith('.') ? path : `./${path}`;
}

/** A real source file inside `dir` (not a test, not an index): the first in path order. */
function sourceFileIn(dir) {
  const [file] = sourceFiles(dir);
  assert.ok(file, `a source file under ${relative(repoRoot, dir)}`);
  return file;
}

function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.tsx?$/.test(entry.name) &&
        !/\.(test|spec|d)\.tsx?$/.test(entry.name) &&
        !/^index\.tsx?$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function foldersIn(dir) {
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name))
    .sort();
  assert.ok(folders.length >= 2, `at least two folders under ${relative(repoRoot, dir)}`);
  return folders;
}
