import {
  BadRequestException,
  type CanActivate,
  type ExecutionContext,
  Injectable,
} from '@nestjs/common';
import type { Request } from 'express';
import { findMalformedText } from './malformed-text';

/**
 * Refuses, for every route, a body, query or path parameter holding a NUL character or a lone
 * UTF-16 surrogate (PostgreSQL cannot store either): a 400 naming the field, before any pipe or
 * handler runs, so nothing is half-written.
 */
@Injectable()
export class WellFormedTextGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const sources: [string, unknown][] = [
      ['param', req.params],
      ['query', req.query],
      ['body', req.body],
    ];
    for (const [root, value] of sources) {
      const path = findMalformedText(value, root);
      if (path === undefined) continue;
      const message = `${path}: text must not contain NUL (\\u0000) or unpaired surrogate characters`;
      throw new BadRequestException({
        message,
        issues: [{ path, message: message.slice(path.length + 2) }],
      });
    }
    return true;
  }
}
