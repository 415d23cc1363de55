import { existsSync, readFileSync } from 'node:fs';

/**
 * Jest and Vitest write the same summary fields. A test file that fails without a failing test
 * (it did not compile, or threw while loading) counts as one failure.
 */
export function countsFromJestLikeReport(file) {
  const report = readJson(file);
  if (!report) return undefined;
  const brokenFiles = (report.testResults ?? []).filter(
    (suite) =>
      suite.status === 'failed' &&
      !(suite.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles };
}

/** Playwright's JSON reporter: expected = passed, unexpected = failed, flaky passed on retry. */
export function countsFromPlaywrightReport(file) {
  const report = readJson(file);
  if (!report?.stats) return undefined;
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
  return { passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0) };
}

/** node:test's TAP reporter ends with `# pass N` and `# fail N` (cancelled tests count as failed). */
export function countsFromTapReport(file) {
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  const total = (name) => Number(text.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  return { passed: total('pass'), failed: total('fail') + total('cancelled') };
}

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
