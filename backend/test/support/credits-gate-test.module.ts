import { Controller, Get, Module, Post, UseGuards } from '@nestjs/common';
import type { AuthUser } from '../../src/core/auth/auth-user';
import { CurrentUser } from '../../src/core/auth/current-user.decorator';
import { SignedInGuard } from '../../src/core/auth/signed-in.guard';
import { CreditsModule, CreditsService, RequireCredits } from '../../src/plugins/credits';

/** How another plugin uses credits through `../credits` only: a gated route and a paid one. */
@Controller('api/credits-test')
class CreditsGateTestController {
  constructor(private readonly credits: CreditsService) {}

  @Get('gated')
  @RequireCredits(60)
  gated() {
    return { ok: true };
  }

  @Post('image')
  @UseGuards(SignedInGuard)
  async image(@CurrentUser() user: AuthUser) {
    return { balance: await this.credits.spend(user.id, 'image-generation', `img:${Date.now()}`) };
  }
}

@Module({ imports: [CreditsModule], controllers: [CreditsGateTestController] })
export class CreditsGateTestModule {}
