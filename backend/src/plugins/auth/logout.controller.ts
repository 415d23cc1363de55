import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../../core/auth/session.service';
import { RealtimeService } from '../../core/realtime/realtime.service';
import { ApiRedirect } from '../../core/http/openapi/api-returns.decorator';
import { endSession } from './session-login';

@ApiTags('auth')
@Controller('api/logout')
export class LogoutController {
  constructor(private readonly realtime: RealtimeService) {}

  /** Full-page navigation: ends the session (and its sockets) and goes home. */
  @Get()
  @ApiRedirect('Signed out; back to the home page')
  async logout(@Req() req: Request, @Res() res: Response): Promise<void> {
    const sessionId = req.session?.userId ? req.sessionID : undefined;
    await endSession(req);
    if (sessionId) this.realtime.disconnectSession(sessionId);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.redirect(302, '/');
  }
}
