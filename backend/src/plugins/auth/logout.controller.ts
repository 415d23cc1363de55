import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../../core/auth/session.service';
import { endSession } from './session-login';

@ApiTags('auth')
@Controller('api/logout')
export class LogoutController {
  /** Full-page navigation: ends the session and goes home. */
  @Get()
  async logout(@Req() req: Request, @Res() res: Response): Promise<void> {
    await endSession(req);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.redirect(302, '/');
  }
}
