import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';
import { ConfigService } from '../config/config.service';
import { bearerOf, tokenMatches } from './bearer-token';

/**
 * Operators only: `Authorization: Bearer <METRICS_TOKEN>` (Prometheus), or the signed-in site
 * admin. A wrong token or a visitor → 401; a signed-in learner → 403.
 */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  constructor(private readonly config: ConfigService) {}

  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest<Request>();
    const bearer = bearerOf(req.headers.authorization);
    if (bearer !== undefined) {
      if (tokenMatches(bearer, this.config.env.METRICS_TOKEN)) return true;
      throw new UnauthorizedException('Invalid metrics token');
    }
    if (!req.authUser) throw new UnauthorizedException();
    if (!req.authUser.isAdmin) throw new ForbiddenException('Admin access required');
    return true;
  }
}
