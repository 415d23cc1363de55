import type { EntityManager } from 'typeorm';
import { CreditsRequiredError, InsufficientCreditsError } from '../../core/errors/domain-errors';
import { FEATURE_COSTS } from './catalogue/catalogue.data';
import { CreditsService } from './credits.service';
import { FixedCatalogue, InMemoryLedger } from './testing/in-memory-credits';

describe(CreditsService.name, () => {
  let ledger: InMemoryLedger;
  let sut: CreditsService;
  const imageCost = FEATURE_COSTS.find((f) => f.id === 'image-generation')!.creditCost;

  beforeEach(() => {
    ledger = new InMemoryLedger();
    ledger.balances.set('ada', 20);
    sut = new CreditsService(ledger, new FixedCatalogue());
  });

  it('charges the feature cost and records a negative ledger row named after the feature', async () => {
    const balance = await sut.spend('ada', 'image-generation', 'img-1');

    expect(balance).toBe(20 - imageCost);
    expect(ledger.entries).toEqual([
      expect.objectContaining({
        amount: -imageCost,
        kind: 'spend',
        feature: 'image-generation',
        description: 'Image generation',
      }),
    ]);
  });

  it('charges once for the same idempotency key and returns the original balance', async () => {
    const first = await sut.spend('ada', 'image-generation', 'img-1');
    const second = await sut.spend('ada', 'image-generation', 'img-1');

    expect(second).toBe(first);
    expect(ledger.balances.get('ada')).toBe(20 - imageCost);
    expect(ledger.entries).toHaveLength(1);
  });

  it('refuses a spend above the balance with the required and available numbers', async () => {
    ledger.balances.set('ada', 3);

    const spending = sut.spend('ada', 'image-generation', 'img-1');

    await expect(spending).rejects.toBeInstanceOf(InsufficientCreditsError);
    await expect(spending).rejects.toThrow(
      `Insufficient credits. Required: ${imageCost}, Available: 3`,
    );
    expect(ledger.balances.get('ada')).toBe(3);
  });

  it('rejects an unknown feature instead of charging nothing silently', async () => {
    await expect(sut.spend('ada', 'time-travel', 'k')).rejects.toThrow(
      'Unknown credit feature "time-travel"',
    );
  });

  it('refunds exactly what the spend took, and only once', async () => {
    await sut.spend('ada', 'image-generation', 'img-1');

    expect(await sut.refund('ada', 'img-1')).toBe(20);
    expect(await sut.refund('ada', 'img-1')).toBe(20);
    expect(ledger.balances.get('ada')).toBe(20);
    expect(ledger.entries.map((e) => e.amount)).toEqual([-imageCost, imageCost]);
  });

  it('refunds nothing for a key that was never spent', async () => {
    expect(await sut.refund('ada', 'never-spent')).toBeNull();
    expect(ledger.balances.get('ada')).toBe(20);
  });

  it('grants once per key and refuses a non-positive grant', async () => {
    await sut.grant('ada', 10, 'Bonus', 'bonus-1');
    await sut.grant('ada', 10, 'Bonus', 'bonus-1');

    expect(ledger.balances.get('ada')).toBe(30);
    await expect(sut.grant('ada', -5, 'Steal', 'bonus-2')).rejects.toThrow(RangeError);
    await expect(sut.grant('ada', 0, 'Nothing', 'bonus-3')).rejects.toThrow(RangeError);
  });

  it('gates a feature with 403 details below the minimum balance', async () => {
    await expect(sut.requireAtLeast('ada', 500)).rejects.toEqual(new CreditsRequiredError(500, 20));
    await expect(sut.requireAtLeast('ada', 5)).resolves.toBe(20);
  });

  it('records a new user’s opening balance and skips an empty one', async () => {
    const manager = {} as EntityManager;
    await sut.recordOpeningBalance({ id: 'ada', credits: 50 }, manager);
    await sut.recordOpeningBalance({ id: 'bob', credits: 0 }, manager);

    expect(ledger.entries).toEqual([
      expect.objectContaining({ userId: 'ada', amount: 50, balanceAfter: 50, kind: 'opening' }),
    ]);
  });

  it('summarises balance, the Explorer plan and the newest transactions first', async () => {
    await sut.spend('ada', 'chat-message', 'c1');
    await sut.grant('ada', 5, 'Bonus', 'b1');

    const summary = await sut.summary('ada');

    expect(summary.credits).toBe(24);
    expect(summary.subscription).toEqual({ name: 'Explorer' });
    expect(summary.recentTransactions.map((t) => [t.description, t.amount, t.balance])).toEqual([
      ['Bonus', 5, 24],
      ['Chat message', -1, 19],
    ]);
  });
});
