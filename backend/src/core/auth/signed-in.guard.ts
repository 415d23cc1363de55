import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';

/** 401 unless the request carries a session of an existing user (loaded by the session-user middleware). */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    if (!ctx.switchToHttp().getRequest<Request>().authUser) throw new UnauthorizedException();
    return true;
  }
}
