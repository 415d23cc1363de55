import { lateBound } from './late-bound';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/**
 * One test app for the enclosing `describe`: booted in `beforeAll`, closed in `afterAll`. The
 * returned handle forwards to that app, so tests read `t.http`, `t.url`… as with `createTestApp`.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let booted: TestApp | undefined;
  beforeAll(async () => {
    booted = await createTestApp(options);
  }, 60_000);
  afterAll(async () => {
    await booted?.close();
  }, 30_000);
  return lateBound(() => booted, 'useTestApp: the app');
}
