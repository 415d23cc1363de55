import type { Reflector } from '@nestjs/core';

type Target = object;

/**
 * A Reflector whose `getAllAndOverride(key, [handler, class])` reads each route's metadata once:
 * decorators set it when the classes load and nothing changes it afterwards, so a guard that asks
 * for six keys on every request (the throttler) need not walk `reflect-metadata`'s maps each time.
 * Other lookups go to `reflector` as they are.
 */
export function memoizedRouteMetadata(reflector: Reflector): Reflector {
  const byHandler = new WeakMap<Target, WeakMap<Target, Map<unknown, unknown>>>();
  const read = (key: unknown, handler: Target, classRef: Target): unknown => {
    let byClass = byHandler.get(handler);
    if (!byClass) byHandler.set(handler, (byClass = new WeakMap()));
    let values = byClass.get(classRef);
    if (!values) byClass.set(classRef, (values = new Map()));
    if (values.has(key)) return values.get(key);
    const value: unknown = reflector.getAllAndOverride(key as string, [handler, classRef] as never);
    values.set(key, value);
    return value;
  };
  return new Proxy(reflector, {
    get(target, property, receiver) {
      if (property !== 'getAllAndOverride')
        return Reflect.get(target, property, receiver) as unknown;
      return (key: unknown, targets: Target[]) =>
        targets.length === 2
          ? read(key, targets[0]!, targets[1]!)
          : target.getAllAndOverride(key as string, targets as never);
    },
  });
}
