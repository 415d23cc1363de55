import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  countsFromJestLikeReport,
  countsFromPlaywrightReport,
  countsFromTapReport,
} from './report-counts.mjs';
import { runCommand } from './run-command.mjs';
import { vitestPackages } from './workspace.mjs';

const pnpm = 'pnpm';

/**
 * The stages of `pnpm test`, in order. Each returns { ok, counts? } where counts are the
 * passed/failed test counts read from the runner's JSON report.
 */
export function createStages(repoRoot) {
  const reportDir = join(tmpdir(), `agora-test-all-${process.pid}`);
  mkdirSync(reportDir, { recursive: true });
  const inRepo = (command, args, env) => runCommand(command, args, { cwd: repoRoot, env });

  return [
    { name: 'install check', run: () => installCheck(repoRoot) },
    {
      name: 'build',
      run: async () => ({
        ok:
          (await inRepo(pnpm, ['--filter', '@agora/contracts', 'build'])) === 0 &&
          (await inRepo(pnpm, ['--filter', '@agora/backend', 'build'])) === 0 &&
          (await inRepo(pnpm, [
            '--workspace-concurrency=2',
            '--filter',
            './frontends/*',
            'build',
          ])) === 0 &&
          // As `pnpm build`: the prerendered landings, the service worker and the .br/.gz copies.
          (await inRepo(pnpm, ['--filter', '@agora/shell', 'finish-build'])) === 0,
      }),
    },
    {
      name: 'typecheck',
      run: async () => ({
        ok:
          (await inRepo(pnpm, ['-r', '--no-bail', '--workspace-concurrency=2', 'typecheck'])) === 0,
      }),
    },
    {
      name: 'lint + format',
      run: async () => {
        const lint = await inRepo(pnpm, ['exec', 'eslint', '.']);
        const format = await inRepo(pnpm, [
          'exec',
          'prettier',
          '--check',
          '.',
          '--log-level',
          'warn',
        ]);
        return { ok: lint === 0 && format === 0 };
      },
    },
    {
      name: 'lint walls (planted imports refused)',
      run: async () => {
        const file = join(reportDir, 'lint-walls.tap');
        const code = await inRepo(process.execPath, [
          '--test',
          '--test-reporter=spec',
          '--test-reporter-destination=stdout',
          '--test-reporter=tap',
          `--test-reporter-destination=${file}`,
          'scripts/test/lint-walls.test.mjs',
        ]);
        return { ok: code === 0, counts: countsFromTapReport(file) };
      },
    },
    {
      name: 'backend tests (jest: unit + e2e)',
      run: async () => {
        const file = join(reportDir, 'jest.json');
        const code = await runCommand(
          pnpm,
          [
            'exec',
            'jest',
            '--config',
            'jest.config.js',
            '--maxWorkers=2',
            '--json',
            `--outputFile=${file}`,
          ],
          { cwd: join(repoRoot, 'backend') },
        );
        return { ok: code === 0, counts: countsFromJestLikeReport(file) };
      },
    },
    {
      name: 'frontend tests (vitest)',
      run: async () => {
        const total = { passed: 0, failed: 0 };
        let ok = true;
        for (const { dir, manifest } of vitestPackages(repoRoot)) {
          console.log(`\n--- ${manifest.name} (${relative(repoRoot, dir)})`);
          const file = join(reportDir, `vitest-${manifest.name.replace(/\W+/g, '_')}.json`);
          const code = await runCommand(
            pnpm,
            [
              'exec',
              'vitest',
              'run',
              // Vitest leaves a core free by default (one worker on a two-core CI machine), and
              // threads start faster than forks: 256 s -> 156 s for the whole stage there.
              '--pool=threads',
              `--maxWorkers=${availableParallelism()}`,
              '--reporter=default',
              '--reporter=json',
              `--outputFile.json=${file}`,
            ],
            { cwd: dir },
          );
          const counts = countsFromJestLikeReport(file) ?? {
            passed: 0,
            failed: code === 0 ? 0 : 1,
          };
          total.passed += counts.passed;
          total.failed += counts.failed;
          ok &&= code === 0;
        }
        return { ok, counts: total };
      },
    },
    {
      name: 'browser tests (playwright)',
      run: async () => {
        const file = join(reportDir, 'playwright.json');
        const code = await runCommand(pnpm, ['exec', 'playwright', 'test'], {
          cwd: join(repoRoot, 'e2e'),
          env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
        });
        return { ok: code === 0, counts: countsFromPlaywrightReport(file) };
      },
    },
  ];
}

/** Dependencies installed and matching the lockfile; the tools the later stages need are present. */
async function installCheck(repoRoot) {
  const problems = [];
  const installedLock = join(repoRoot, 'node_modules', '.pnpm', 'lock.yaml');
  if (!existsSync(installedLock)) problems.push('node_modules is missing: run "pnpm install"');
  else if (
    !sameDependencies(
      readFileSync(installedLock, 'utf8'),
      readFileSync(join(repoRoot, 'pnpm-lock.yaml'), 'utf8'),
    )
  )
    problems.push('node_modules does not match pnpm-lock.yaml: run "pnpm install"');
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium))
    problems.push(
      `Chromium not found at ${chromium}: apt-get install -y chromium (or set CHROMIUM_PATH)`,
    );
  if ((await runCommand(pnpm, ['--version'], { cwd: repoRoot })) !== 0)
    problems.push('pnpm is not on PATH: npm i -g pnpm');
  for (const [service, port, hint] of [
    ['PostgreSQL', 5432, 'docker compose up -d postgres'],
    ['Redis', 6379, 'docker compose up -d redis'],
  ])
    if (!(await listens('127.0.0.1', port)))
      problems.push(`${service} is not listening on 127.0.0.1:${port}: start it (e.g. ${hint})`);
  for (const problem of problems) console.error(`  - ${problem}`);
  return { ok: problems.length === 0 };
}

/** pnpm's copy of the lockfile in node_modules may differ only in its settings header. */
function sameDependencies(installed, lockfile) {
  const body = (text) => text.slice(text.search(/^importers:/m));
  return body(installed) === body(lockfile);
}

function listens(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}
