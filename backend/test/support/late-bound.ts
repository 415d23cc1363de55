/**
 * A stand-in for a value that exists only once `beforeAll` has run: declared at `describe` time,
 * it forwards every property read to `get()` and fails clearly when read too early.
 */
export function lateBound<T extends object>(get: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = get();
      if (!target) throw new Error(`${what} is set up in beforeAll; use it inside tests`);
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
