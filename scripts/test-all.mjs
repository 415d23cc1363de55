#!/usr/bin/env node
// `pnpm test`: every check of the repository, in order, stopping at the first failing stage.
// The last line is always `N passed, N failed` (tests counted from the Jest, Vitest and Playwright
// JSON reports; a stage that fails without failing tests, such as the build, counts as one failure).
//
//   --only <stage>[,<stage>]   run just these stages (any part of the printed name: "build", "backend", "playwright")
//   --skip <stage>[,<stage>]   leave stages out
//   --keep-going               run later stages after a failure
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStages } from './test/stages.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const options = parseArgs(process.argv.slice(2));
const stages = createStages(repoRoot).filter((stage) => selected(stage.name, options));

const totals = { passed: 0, failed: 0 };
const results = [];
for (const stage of stages) {
  banner(`▶ ${stage.name}`);
  const started = Date.now();
  const { ok, counts } = await stage.run();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  totals.passed += counts?.passed ?? 0;
  totals.failed += counts?.failed ?? 0;
  if (!ok && !counts?.failed) totals.failed += 1;
  results.push({ name: stage.name, ok, seconds, counts });
  banner(
    `${ok ? '✔' : '✘'} ${stage.name} ${ok ? 'passed' : 'FAILED'} in ${seconds}s${describe(counts)}`,
  );
  if (!ok && !options.keepGoing) break;
}

console.log('\nSummary');
for (const r of results)
  console.log(
    `  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(34)} ${r.seconds.padStart(7)}s${describe(r.counts)}`,
  );
for (const stage of stages.slice(results.length))
  console.log(`  skip  ${stage.name} (an earlier stage failed)`);
const allOk = results.length === stages.length && results.every((r) => r.ok);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(allOk ? 0 : 1);

function describe(counts) {
  return counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : '';
}

function banner(text) {
  const line = '='.repeat(Math.max(60, text.length + 4));
  console.log(`\n${line}\n  ${text}\n${line}`);
}

function selected(name, { only, skip }) {
  const matches = (list) =>
    list.some((wanted) => name.toLowerCase().includes(wanted.toLowerCase()));
  return (only.length === 0 || matches(only)) && !matches(skip);
}

function parseArgs(args) {
  const parsed = { only: [], skip: [], keepGoing: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--keep-going') parsed.keepGoing = true;
    else if (arg === '--only' || arg === '--skip')
      parsed[arg.slice(2)].push(...(args[++i] ?? '').split(',').filter(Boolean));
    else {
      console.error(`unknown option ${arg}; use --only <stage>, --skip <stage>, --keep-going`);
      process.exit(2);
    }
  }
  return parsed;
}
