import { type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { CreditsRequiredError } from './credits.errors';
import { CreditsGateGuard, REQUIRED_CREDITS } from './credits-gate.guard';
import { parseEnv } from '../../core/config/load-config';
import { CreditsConfig, creditsConfigSchema } from './credits.config';
import { CreditsService } from './credits.service';
import { FixedCatalogue, InMemoryLedger } from './testing/in-memory-credits';

/** A route handler as Nest would see it, with `@RequireCredits(minimum)` metadata when given. */
function contextFor(userId: string | null, minimum?: number): ExecutionContext {
  const handler = () => undefined;
  if (minimum !== undefined) Reflect.defineMetadata(REQUIRED_CREDITS, minimum, handler);
  const request = {
    authUser: userId ? { id: userId, email: null, firstName: null, isAdmin: false } : undefined,
  };
  return new ExecutionContextHost([request, {}], class Controller {}, handler);
}

describe(CreditsGateGuard.name, () => {
  let ledger: InMemoryLedger;
  let sut: CreditsGateGuard;

  beforeEach(() => {
    ledger = new InMemoryLedger();
    ledger.balances.set('ada', 40);
    sut = new CreditsGateGuard(
      new Reflector(),
      new CreditsService(
        ledger,
        new FixedCatalogue(),
        new CreditsConfig(parseEnv(creditsConfigSchema, { STARTING_CREDITS: '0' })),
      ),
    );
  });

  it('lets a user with enough credits through without spending any', async () => {
    await expect(sut.canActivate(contextFor('ada', 5))).resolves.toBe(true);
    expect(ledger.balances.get('ada')).toBe(40);
  });

  it('refuses a user below the minimum with the required and current credits (403)', async () => {
    await expect(sut.canActivate(contextFor('ada', 500))).rejects.toEqual(
      new CreditsRequiredError(500, 40),
    );
  });

  it('refuses visitors with 401', async () => {
    await expect(sut.canActivate(contextFor(null, 5))).rejects.toBeInstanceOf(
      UnauthorizedException,
    );
  });

  it('does not gate routes without @RequireCredits', async () => {
    await expect(sut.canActivate(contextFor(null))).resolves.toBe(true);
  });
});
