import { InMemoryTransactions } from '../../core/database/testing/in-memory-transactions';
import { parseEnv } from '../../core/config/load-config';
import {
  ChargeKeyTakenError,
  CreditsRequiredError,
  InsufficientCreditsError,
} from './credits.errors';
import { FEATURE_COSTS } from './catalogue/catalogue.data';
import { CreditsConfig, creditsConfigSchema } from './credits.config';
import { CreditsService, RESERVATION_TIMEOUT_MS } from './credits.service';
import { FixedCatalogue, InMemoryLedger } from './testing/in-memory-credits';

function configWith(env: Record<string, string>): CreditsConfig {
  return new CreditsConfig(parseEnv(creditsConfigSchema, env));
}

describe(CreditsService.name, () => {
  let ledger: InMemoryLedger;
  let sut: CreditsService;
  const imageCost = FEATURE_COSTS.find((f) => f.id === 'image-generation')!.creditCost;

  beforeEach(() => {
    ledger = new InMemoryLedger();
    ledger.balances.set('ada', 20);
    sut = new CreditsService(ledger, new FixedCatalogue(), configWith({ STARTING_CREDITS: '50' }));
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

  it('opens a new account with STARTING_CREDITS and its opening ledger row, on commit', async () => {
    const transactions = new InMemoryTransactions();
    await transactions.run((transaction) => sut.openAccount('cleo', transaction));

    expect(ledger.balances.get('cleo')).toBe(50);
    expect(ledger.entries).toEqual([
      expect.objectContaining({ userId: 'cleo', amount: 50, balanceAfter: 50, kind: 'opening' }),
    ]);
  });

  it('opens nothing when the sign-up rolls back', async () => {
    const transactions = new InMemoryTransactions();
    await expect(
      transactions.run(async (transaction) => {
        await sut.openAccount('cleo', transaction);
        throw new Error('user insert failed');
      }),
    ).rejects.toThrow('user insert failed');

    expect(ledger.balances.has('cleo')).toBe(false);
    expect(ledger.entries).toEqual([]);
  });

  it('opens an account at 0 without a ledger row when STARTING_CREDITS=0', async () => {
    const free = new CreditsService(
      ledger,
      new FixedCatalogue(),
      configWith({ STARTING_CREDITS: '0' }),
    );
    await new InMemoryTransactions().run((transaction) => free.openAccount('bob', transaction));

    expect(ledger.balances.get('bob')).toBe(0);
    expect(ledger.entries).toEqual([]);
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

  describe('charges: reserved → captured, or released (refunded)', () => {
    it('takes the price on reserve and keeps it on capture; a later release refunds nothing', async () => {
      await sut.reserve('ada', 'image-generation', 'image:1');
      expect(await sut.balance('ada')).toBe(20 - imageCost);
      expect(await sut.capture('ada', 'image:1')).toBe('captured');
      expect(await sut.release('ada', 'image:1')).toBe(false);
      expect(await sut.balance('ada')).toBe(20 - imageCost);
      expect(ledger.entries.map((e) => e.kind)).toEqual(['spend']);
    });

    it('refunds a released reservation exactly once, and a release makes capture a no-op', async () => {
      await sut.reserve('ada', 'image-generation', 'image:1');
      const results = await Promise.all([
        sut.release('ada', 'image:1'),
        sut.release('ada', 'image:1'),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await sut.capture('ada', 'image:1')).toBe('released');
      expect(await sut.balance('ada')).toBe(20);
      expect(ledger.entries.map((e) => [e.kind, e.amount, e.idempotencyKey])).toEqual([
        ['spend', -imageCost, 'image:1'],
        ['refund', imageCost, 'refund:image:1'],
      ]);
    });

    it('refuses a repeated key, so one payment never pays for two runs', async () => {
      await sut.reserve('ada', 'image-generation', 'image:1');
      await expect(sut.reserve('ada', 'image-generation', 'image:1')).rejects.toBeInstanceOf(
        ChargeKeyTakenError,
      );
      expect(await sut.balance('ada')).toBe(20 - imageCost);
    });

    it('refuses a reservation the balance cannot cover, opening no charge', async () => {
      ledger.balances.set('ada', imageCost - 1);
      await expect(sut.reserve('ada', 'image-generation', 'image:1')).rejects.toBeInstanceOf(
        InsufficientCreditsError,
      );
      expect(ledger.charges).toEqual([]);
    });

    it('reconciles after the configured reservation window (CHARGE_RESERVATION_SECONDS)', async () => {
      const now = new Date('2026-06-01T12:00:00Z');
      const quick = new CreditsService(
        ledger,
        new FixedCatalogue(),
        configWith({ CHARGE_RESERVATION_SECONDS: '30' }),
      );
      ledger.now = () => new Date(now.getTime() - 31_000);
      await quick.reserve('ada', 'image-generation', 'image:old');
      ledger.now = () => new Date(now.getTime() - 29_000);
      await quick.reserve('ada', 'image-generation', 'image:young');

      expect(await quick.reconcile(now)).toBe(1);
      expect(ledger.charges.map((c) => [c.key, c.status])).toEqual([
        ['image:old', 'released'],
        ['image:young', 'reserved'],
      ]);
    });

    it('reconciles only reservations older than the timeout, once, even with two reconcilers', async () => {
      const now = new Date('2026-06-01T12:00:00Z');
      ledger.now = () => new Date(now.getTime() - RESERVATION_TIMEOUT_MS - 1);
      await sut.reserve('ada', 'image-generation', 'image:crashed');
      await sut.reserve('ada', 'image-generation', 'image:delivered');
      await sut.capture('ada', 'image:delivered');
      ledger.now = () => new Date(now.getTime() - 1000);
      await sut.reserve('ada', 'image-generation', 'image:running');

      const released = await Promise.all([sut.reconcile(now), sut.reconcile(now)]);

      expect(released.reduce((a, b) => a + b, 0)).toBe(1);
      expect(ledger.charges.map((c) => [c.key, c.status])).toEqual([
        ['image:crashed', 'released'],
        ['image:delivered', 'captured'],
        ['image:running', 'reserved'],
      ]);
      expect(await sut.balance('ada')).toBe(20 - 2 * imageCost);
    });
  });
});
