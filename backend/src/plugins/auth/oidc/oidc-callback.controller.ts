import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { startSession } from '../session-login';
import { OidcService } from './oidc.service';

@ApiExcludeController()
@Controller('api/callback')
export class OidcCallbackController {
  constructor(private readonly oidc: OidcService) {}

  /** Where the provider sends the browser back with `code` and `state`. */
  @Get()
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    const { user, returnTo } = await this.oidc.finishLogin(req);
    await startSession(req, user.id);
    res.redirect(302, returnTo);
  }
}
