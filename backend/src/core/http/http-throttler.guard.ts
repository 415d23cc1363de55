import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

/** The global rate limit, for HTTP only (socket events have no request/response to count on). */
@Injectable()
export class HttpThrottlerGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return context.getType() !== 'http' || super.shouldSkip(context);
  }

  /**
   * The same parts as the library's key, without hashing them on every request: they are short
   * (a class, a method, a throttler and an address) and the storage prefixes them itself.
   */
  protected override generateKey(context: ExecutionContext, tracker: string, name: string): string {
    return `${context.getClass().name}-${context.getHandler().name}-${name}-${tracker}`;
  }
}
