import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthUser } from './auth-user';

/** The signed-in user; use behind `SignedInGuard` (throws 401 when nobody is signed in). */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser => {
  const user = ctx.switchToHttp().getRequest<Request>().authUser;
  if (!user) throw new UnauthorizedException();
  return user;
});

/** The signed-in user, or null for visitors. */
export const OptionalUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AuthUser | null =>
    ctx.switchToHttp().getRequest<Request>().authUser ?? null,
);
