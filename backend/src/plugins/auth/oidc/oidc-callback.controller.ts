import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors } from '../../../core/http/openapi/api-errors.decorator';
import { ApiRedirect } from '../../../core/http/openapi/api-returns.decorator';
import { startSession } from '../session-login';
import { OidcService } from './oidc.service';

@ApiTags('auth')
@Controller('api/callback')
export class OidcCallbackController {
  constructor(private readonly oidc: OidcService) {}

  /** Where the provider sends the browser back with `code` and `state`. */
  @Get()
  @ApiOperation({
    summary: 'The OpenID Connect provider sends the browser back here with `code` and `state`',
  })
  @ApiQuery({ name: 'code', required: false, schema: { type: 'string' } })
  @ApiQuery({ name: 'state', required: false, schema: { type: 'string' } })
  @ApiRedirect('Signed in; on to the page the sign-in started from')
  @ApiErrors(400, 401, 503)
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    const { user, returnTo } = await this.oidc.finishLogin(req);
    await startSession(req, user.id);
    res.redirect(302, returnTo);
  }
}
