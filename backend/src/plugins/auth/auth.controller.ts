import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import {
  AuthUserResponseSchema,
  type LoginBody,
  LoginBodySchema,
  type RegisterBody,
  RegisterBodySchema,
} from '@agora/contracts';
import type { Request } from 'express';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { SignedInGuard } from '../../core/auth/signed-in.guard';
import { ZodPipe } from '../../core/http/zod.pipe';
import { ApiErrors } from '../../core/http/openapi/api-errors.decorator';
import { ApiReturns } from '../../core/http/openapi/api-returns.decorator';
import { AuthService } from './auth.service';
import type { UserResponse } from './auth.views';
import { LOGIN_THROTTLE } from './login-throttle';
import { startSession } from './session-login';

/** JSON sign-up / sign-in for the app and tests; the HTML page posts forms to LoginPageController. */
@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('register')
  @ApiReturns(AuthUserResponseSchema, 'Signed up and signed in (session cookie set)')
  @ApiErrors(409)
  @Throttle(LOGIN_THROTTLE)
  async register(
    @Req() req: Request,
    @Body(new ZodPipe(RegisterBodySchema)) body: RegisterBody,
  ): Promise<UserResponse> {
    const user = await this.auth.register(body);
    await startSession(req, user.id);
    return this.auth.present(user);
  }

  @Post('login')
  @ApiReturns(AuthUserResponseSchema, 'Signed in (session cookie set)')
  @ApiErrors(401)
  @HttpCode(200)
  @Throttle(LOGIN_THROTTLE)
  async login(
    @Req() req: Request,
    @Body(new ZodPipe(LoginBodySchema)) body: LoginBody,
  ): Promise<UserResponse> {
    const user = await this.auth.login(body, req.ip ?? 'unknown');
    await startSession(req, user.id);
    return this.auth.present(user);
  }

  @Get('user')
  @ApiReturns(AuthUserResponseSchema)
  @UseGuards(SignedInGuard)
  user(@CurrentUser() user: AuthUser): Promise<UserResponse> {
    return this.auth.currentUser(user.id);
  }
}
