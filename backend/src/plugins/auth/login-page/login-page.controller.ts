import { LoginBodySchema, RegisterBodySchema, ReturnToQuerySchema } from '@agora/contracts';
import { Body, Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { AcceptsForm } from '../../../core/http/accepts-form.decorator';
import { ApiErrors } from '../../../core/http/openapi/api-errors.decorator';
import { ApiFormBody } from '../../../core/http/openapi/api-form-body.decorator';
import { ApiHtmlPage, ApiRedirect } from '../../../core/http/openapi/api-returns.decorator';
import { requestLanguage } from '../../../core/i18n/request-language';
import { IdentityProviderUnavailable } from '../auth.errors';
import { LOGIN_THROTTLE } from '../login-throttle';
import { OidcService } from '../oidc/oidc.service';
import { sanitizeReturnTo } from '../return-to';
import { startSession } from '../session-login';
import { type LoginFormOutcome, LoginPageService } from './login-page.service';
import { type LoginPageMode, type LoginPageView, renderLoginPage } from './render-login-page';
import { renderUnavailablePage } from './render-unavailable-page';

/**
 * `/api/login`: the provider redirect when OpenID Connect is configured, else the built-in
 * sign-in / sign-up page whose forms post here and redirect to `returnTo` on success.
 */
@ApiTags('auth')
@Controller('api/login')
export class LoginPageController {
  constructor(
    private readonly loginPage: LoginPageService,
    private readonly oidc: OidcService,
  ) {}

  @Get()
  @ApiQuery({ name: 'returnTo', required: false, schema: { type: 'string', maxLength: 2048 } })
  @ApiQuery({
    name: 'mode',
    required: false,
    schema: { type: 'string', enum: ['signin', 'signup'] },
  })
  @ApiHtmlPage("The sign-in (or sign-up) page, in the browser's language")
  @ApiRedirect('Already signed in, or on to the OpenID Connect provider')
  @ApiErrors(503)
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

  // Cross-site posts are refused by the app-wide SameSiteRequestGuard, as for the JSON API.
  @Post()
  @ApiFormBody(LoginBodySchema.extend(ReturnToQuerySchema.shape))
  @ApiRedirect('Signed in; on to `returnTo`', 303)
  @ApiHtmlPage('The page again, naming what was wrong (400, 401 or 429)', 401)
  @AcceptsForm()
  @Throttle(LOGIN_THROTTLE)
  async signIn(@Req() req: Request, @Res() res: Response, @Body() form: unknown) {
    await this.answer(req, res, await this.loginPage.signIn(form, req.ip ?? 'unknown'));
  }

  @Post('signup')
  @ApiFormBody(RegisterBodySchema.extend(ReturnToQuerySchema.shape))
  @ApiRedirect('Signed up; on to `returnTo`', 303)
  @ApiHtmlPage('The page again, naming what was wrong (400, 409 or 429)', 409)
  @AcceptsForm()
  @Throttle(LOGIN_THROTTLE)
  async signUp(@Req() req: Request, @Res() res: Response, @Body() form: unknown) {
    await this.answer(req, res, await this.loginPage.signUp(form));
  }

  /** Signed in: a fresh session and back to `returnTo`; refused: the page again with the error. */
  private async answer(req: Request, res: Response, outcome: LoginFormOutcome): Promise<void> {
    if (outcome.kind === 'refused') return this.sendPage(req, res, outcome.status, outcome.view);
    await startSession(req, outcome.userId);
    res.redirect(303, outcome.returnTo);
  }

  private async redirectToProvider(req: Request, res: Response, returnTo: string): Promise<void> {
    try {
      res.redirect(302, await this.oidc.startLogin(req, returnTo));
    } catch (error) {
      if (!(error instanceof IdentityProviderUnavailable)) throw error;
      const retry = `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
      const language = requestLanguage(req);
      res
        .status(503)
        .type('html')
        .setHeader('Cache-Control', 'no-store')
        .send(renderUnavailablePage(language, retry));
    }
  }

  private sendPage(req: Request, res: Response, status: number, view: LoginPageView): void {
    const language = requestLanguage(req);
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
