import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { SignedInGuard } from '../../core/auth/signed-in.guard';
import { CreditsGateGuard, REQUIRED_CREDITS } from './credits-gate.guard';

/**
 * Gate a route (or controller) on a minimum balance, e.g. `@RequireCredits(AI_AGENTS_MIN_CREDITS)`:
 * 401 when signed out, 403 `{ requiredCredits, currentCredits }` below the minimum. Nothing is spent.
 * The module using it must import `CreditsModule`.
 */
export const RequireCredits = (minimum: number) =>
  applyDecorators(
    SetMetadata(REQUIRED_CREDITS, minimum),
    UseGuards(SignedInGuard, CreditsGateGuard),
  );
