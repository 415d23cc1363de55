import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';

/** 401 for visitors, 403 for anyone but the site admin (ADMIN_USER_ID / ADMIN_EMAIL). */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const user = ctx.switchToHttp().getRequest<Request>().authUser;
    if (!user) throw new UnauthorizedException();
    if (!user.isAdmin) throw new ForbiddenException('Admin access required');
    return true;
  }
}
