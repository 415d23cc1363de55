import { SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { memoizedRouteMetadata } from './memoized-route-metadata';

class Base {
  @SetMetadata('limit', 5)
  read(): void {}
  write(): void {}
}
@SetMetadata('limit', 20)
class Child extends Base {}

describe(memoizedRouteMetadata.name, () => {
  it('answers what the reflector answers, the route’s value over its class’s', () => {
    const plain = new Reflector();
    const memo = memoizedRouteMetadata(plain);
    for (const [handler, classRef] of [
      [Base.prototype.read, Base],
      [Base.prototype.write, Base],
      [Base.prototype.write, Child],
      [Base.prototype.read, Child],
    ] as const)
      expect(memo.getAllAndOverride('limit', [handler, classRef])).toBe(
        plain.getAllAndOverride('limit', [handler, classRef]),
      );
    expect(memo.getAllAndOverride('limit', [Base.prototype.write, Child])).toBe(20);
    expect(memo.getAllAndOverride('limit', [Base.prototype.write, Base])).toBeUndefined();
  });

  it('reads each key of a handler and class once', () => {
    const plain = new Reflector();
    const spy = jest.spyOn(plain, 'getAllAndOverride');
    const memo = memoizedRouteMetadata(plain);
    for (let i = 0; i < 3; i++) {
      memo.getAllAndOverride('limit', [Base.prototype.read, Base]);
      memo.getAllAndOverride('ttl', [Base.prototype.read, Base]);
    }
    expect(spy).toHaveBeenCalledTimes(2);
    expect(memo.get('limit', Base.prototype.read)).toBe(5);
  });
});
