import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpException,
  Post,
  Query,
  Req,
  Res,
  ServiceUnavailableException,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { LoginBodySchema, RegisterBodySchema } from '@agora/contracts';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { AuthService } from '../auth.service';
import { LOGIN_THROTTLE } from '../login-throttle';
import { OidcService } from '../oidc/oidc.service';
import { sanitizeReturnTo } from '../return-to';
import { isCrossSiteForm } from '../same-origin';
import { startSession } from '../session-login';
import { pickLanguage } from './login-page.i18n';
import { type LoginPageMode, renderLoginPage } from './render-login-page';
import { renderUnavailablePage } from './render-unavailable-page';

/**
 * `/api/login`: the provider redirect when OpenID Connect is configured, else the built-in
 * sign-in / sign-up page whose forms post here and redirect to `returnTo` on success.
 */
@ApiExcludeController()
@Controller('api/login')
export class LoginPageController {
  constructor(
    private readonly auth: AuthService,
    private readonly oidc: OidcService,
  ) {}

  @Get()
  async page(
    @Req() req: Request,
    @Res() res: Response,
    @Query('returnTo') returnTo?: unknown,
    @Query('mode') mode?: unknown,
  ) {
    const target = sanitizeReturnTo(returnTo);
    if (req.authUser) return res.redirect(302, target);
    if (this.oidc.enabled) return this.redirectToProvider(req, res, target);
    const pageMode: LoginPageMode = mode === 'signup' ? 'signup' : 'signin';
    this.sendPage(req, res, 200, { mode: pageMode, returnTo: target });
  }

  @Post()
  @Throttle(LOGIN_THROTTLE)
  async signIn(@Req() req: Request, @Res() res: Response, @Body() form: Record<string, unknown>) {
    await this.handleForm(req, res, 'signin', form, LoginBodySchema, (body) =>
      this.auth.login(body, req.ip ?? 'unknown'),
    );
  }

  @Post('signup')
  @Throttle(LOGIN_THROTTLE)
  async signUp(@Req() req: Request, @Res() res: Response, @Body() form: Record<string, unknown>) {
    const cleaned = { ...form, firstName: form?.firstName === '' ? undefined : form?.firstName };
    await this.handleForm(req, res, 'signup', cleaned, RegisterBodySchema, (body) =>
      this.auth.register(body),
    );
  }

  private async handleForm<S extends z.ZodType>(
    req: Request,
    res: Response,
    mode: LoginPageMode,
    form: Record<string, unknown> | undefined,
    schema: S,
    act: (body: z.infer<S>) => Promise<{ id: string }>,
  ): Promise<void> {
    if (isCrossSiteForm(req))
      throw new ForbiddenException('Sign-in forms must be posted from this site');
    const returnTo = sanitizeReturnTo(form?.returnTo);
    const email = typeof form?.email === 'string' ? form.email : '';
    const firstName = typeof form?.firstName === 'string' ? form.firstName : '';
    const parsed = schema.safeParse(form ?? {});
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'email');
      return this.sendPage(req, res, 400, {
        mode,
        returnTo,
        email,
        firstName,
        error: { kind: 'invalid', field },
      });
    }
    try {
      const user = await act(parsed.data);
      await startSession(req, user.id);
      res.redirect(303, returnTo);
    } catch (error) {
      if (!(error instanceof HttpException)) throw error;
      const status = error.getStatus();
      const kind = status === 409 ? 'taken' : status === 429 ? 'throttled' : 'credentials';
      this.sendPage(req, res, status, { mode, returnTo, email, firstName, error: { kind } });
    }
  }

  private async redirectToProvider(req: Request, res: Response, returnTo: string): Promise<void> {
    try {
      res.redirect(302, await this.oidc.startLogin(req, returnTo));
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const retry = `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
      const language = pickLanguage(req.headers['accept-language']);
      res
        .status(503)
        .type('html')
        .setHeader('Cache-Control', 'no-store')
        .send(renderUnavailablePage(language, retry));
    }
  }

  private sendPage(
    req: Request,
    res: Response,
    status: number,
    view: Parameters<typeof renderLoginPage>[1],
  ): void {
    const language = pickLanguage(req.headers['accept-language']);
    res
      .status(status)
      .type('html')
      .setHeader('Cache-Control', 'no-store')
      // helmet's default no-referrer makes browsers post this page's forms with `Origin: null`,
      // which the cross-site check refuses; same-origin keeps the real origin on our own posts.
      .setHeader('Referrer-Policy', 'same-origin')
      .send(renderLoginPage(language, view));
  }
}
