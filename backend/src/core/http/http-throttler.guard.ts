import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  normalizeIp,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { LRUCache } from 'lru-cache';
import { memoizedRouteMetadata } from './memoized-route-metadata';

/** The global rate limit, for HTTP only (socket events have no request/response to count on). */
@Injectable()
export class HttpThrottlerGuard extends ThrottlerGuard {
  /** Addresses seen lately, with the tracker each one counts under (this guard's IPv6 prefix). */
  private readonly trackers = new LRUCache<string, string>({ max: 10_000 });

  /** The route's limits are read from its decorators once, not six lookups on every request. */
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
  ) {
    super(options, storage, memoizedRouteMetadata(reflector));
  }

  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return context.getType() !== 'http' || super.shouldSkip(context);
  }

  /**
   * The library's tracker (the address, an IPv6 one cut to its /64), remembered per address: it
   * parses the address into hextets on every request otherwise, and a client keeps its address.
   */
  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    const ip = req.ip;
    if (typeof ip !== 'string') return super.getTracker(req);
    let tracker = this.trackers.get(ip);
    if (tracker === undefined) {
      tracker = normalizeIp(ip, this.ipv6SubnetPrefix);
      this.trackers.set(ip, tracker);
    }
    return tracker;
  }

  /**
   * The same parts as the library's key, without hashing them on every request: they are short
   * (a class, a method, a throttler and an address) and the storage prefixes them itself.
   */
  protected override generateKey(context: ExecutionContext, tracker: string, name: string): string {
    return `${context.getClass().name}-${context.getHandler().name}-${name}-${tracker}`;
  }
}
