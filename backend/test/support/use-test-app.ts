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
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!booted)
        throw new Error('useTestApp: the app is booted in beforeAll; use it inside tests');
      const value: unknown = Reflect.get(booted, key);
      return typeof value === 'function' ? value.bind(booted) : value;
    },
  });
}
