import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { CreditsService } from './credits.service';

export const REQUIRED_CREDITS = 'agora:required-credits';

/** Lets the request through only when the signed-in user holds the route's minimum balance. */
@Injectable()
export class CreditsGateGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly credits: CreditsService,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const required = this.reflector.getAllAndOverride<number | undefined>(REQUIRED_CREDITS, [
      ctx.getHandler(),
      ctx.getClass(),
    ]);
    if (required === undefined) return true;
    const user = ctx.switchToHttp().getRequest<Request>().authUser;
    if (!user) throw new UnauthorizedException();
    await this.credits.requireAtLeast(user.id, required);
    return true;
  }
}
