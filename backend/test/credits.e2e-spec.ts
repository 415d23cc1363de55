import { InsufficientCreditsError } from '../src/plugins/credits';
import { CatalogueService } from '../src/plugins/credits/catalogue/catalogue.service';
import { CreditsService } from '../src/plugins/credits/credits.service';
import { CreditsGateTestModule } from './support/credits-gate-test.module';
import { createTestApp, signUp, type TestApp } from './support/test-app';

const STARTING_CREDITS = 50;

interface LedgerRow {
  amount: number;
  balanceAfter: number;
  kind: string;
  idempotencyKey: string;
}

describe('credits ledger (real PostgreSQL)', () => {
  let testApp: TestApp;
  let sut: CreditsService;

  beforeAll(async () => {
    testApp = await createTestApp({
      plugins: ['credits'],
      env: { STARTING_CREDITS: String(STARTING_CREDITS), CREDIT_COUPON: 'FREECREDITS' },
    });
    sut = testApp.app.get(CreditsService);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const balanceOf = async (userId: string): Promise<number> =>
    (
      await testApp.dataSource.query(
        `SELECT "balance" FROM "credit_balances" WHERE "userId" = $1`,
        [userId],
      )
    )[0].balance;
  const ledgerOf = (userId: string): Promise<LedgerRow[]> =>
    testApp.dataSource.query(
      `SELECT "amount", "balanceAfter", "kind", "idempotencyKey" FROM "credit_transactions"
       WHERE "userId" = $1 ORDER BY "createdAt", "balanceAfter" DESC`,
      [userId],
    );

  it('records the opening balance of a new user in the ledger', async () => {
    const { user } = await signUp(testApp);

    expect(await balanceOf(user.id)).toBe(STARTING_CREDITS);
    expect(await ledgerOf(user.id)).toEqual([
      {
        amount: STARTING_CREDITS,
        balanceAfter: STARTING_CREDITS,
        kind: 'opening',
        idempotencyKey: 'opening-balance',
      },
    ]);
  });

  it('lets exactly 50 of 200 concurrent 1-credit spends through on a balance of 50', async () => {
    const { user } = await signUp(testApp);

    const started = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => sut.spend(user.id, 'chat-message', `burst-${i}`)),
    );
    const elapsedMs = performance.now() - started;

    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(succeeded).toHaveLength(50);
    expect(refused).toHaveLength(150);
    for (const { reason } of refused) {
      expect(reason).toBeInstanceOf(InsufficientCreditsError);
      expect((reason as Error).message).toBe('Insufficient credits. Required: 1, Available: 0');
    }
    expect(await balanceOf(user.id)).toBe(0);
    const spends = (await ledgerOf(user.id)).filter((row) => row.kind === 'spend');
    expect(spends).toHaveLength(50);
    // Every balance from 49 down to 0 appears exactly once: no two spends saw the same balance.
    expect(spends.map((row) => row.balanceAfter).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i),
    );
    console.info(`200 concurrent spends on a balance of 50: ${elapsedMs.toFixed(0)} ms`);
  });

  it('charges once for the same idempotency key, also when both calls race', async () => {
    const { user } = await signUp(testApp);

    const [first, second] = await Promise.all([
      sut.spend(user.id, 'image-generation', 'image-msg-1'),
      sut.spend(user.id, 'image-generation', 'image-msg-1'),
    ]);
    const third = await sut.spend(user.id, 'image-generation', 'image-msg-1');

    expect(first).toBe(second);
    expect(third).toBe(first);
    expect(await balanceOf(user.id)).toBe(STARTING_CREDITS - 5);
    expect((await ledgerOf(user.id)).filter((row) => row.kind === 'spend')).toHaveLength(1);
  });

  it('refunds exactly what a spend took, and a second refund adds nothing', async () => {
    const { user } = await signUp(testApp);
    await sut.spend(user.id, 'voice-message', 'voice-1');
    expect(await balanceOf(user.id)).toBe(STARTING_CREDITS - 2);

    const [once, twice] = await Promise.all([
      sut.refund(user.id, 'voice-1'),
      sut.refund(user.id, 'voice-1'),
    ]);

    expect(once).toBe(STARTING_CREDITS);
    expect(twice).toBe(STARTING_CREDITS);
    expect(await balanceOf(user.id)).toBe(STARTING_CREDITS);
    expect((await ledgerOf(user.id)).map((row) => [row.kind, row.amount])).toEqual([
      ['opening', STARTING_CREDITS],
      ['spend', -2],
      ['refund', 2],
    ]);
    expect(await sut.refund(user.id, 'never-spent')).toBeNull();
  });

  it('never lets a balance go negative', async () => {
    const { user } = await signUp(testApp);
    await sut.spend(user.id, 'image-generation', 'a');
    for (let i = 0; i < 9; i += 1) await sut.spend(user.id, 'image-generation', `b${i}`);
    expect(await balanceOf(user.id)).toBe(0);

    await expect(sut.spend(user.id, 'chat-message', 'one-more')).rejects.toThrow(
      'Insufficient credits. Required: 1, Available: 0',
    );
    await expect(
      testApp.dataSource.query(`UPDATE "credit_balances" SET "balance" = -1 WHERE "userId" = $1`, [
        user.id,
      ]),
    ).rejects.toThrow(/check constraint/);
    expect(await balanceOf(user.id)).toBe(0);
    expect((await ledgerOf(user.id)).every((row) => row.balanceAfter >= 0)).toBe(true);
  });

  it('grants once per key', async () => {
    const { user } = await signUp(testApp);

    await Promise.all([
      sut.grant(user.id, 25, 'Group invite bonus', 'invite-g1'),
      sut.grant(user.id, 25, 'Group invite bonus', 'invite-g1'),
    ]);

    expect(await balanceOf(user.id)).toBe(STARTING_CREDITS + 25);
  });

  describe('GET /api/user/subscription', () => {
    it('answers 401 to visitors', async () => {
      await testApp.http.get('/api/user/subscription').expect(401);
    });

    it('shows the caller’s balance, the Explorer plan and newest transactions first', async () => {
      const { agent, user } = await signUp(testApp);
      await sut.spend(user.id, 'chat-message', 'c-1');

      const res = await agent.get('/api/user/subscription').expect(200);

      expect(res.body).toEqual({
        credits: STARTING_CREDITS - 1,
        subscription: { name: 'Explorer' },
        recentTransactions: [
          {
            id: expect.any(String),
            description: 'Chat message',
            amount: -1,
            balance: STARTING_CREDITS - 1,
            createdAt: expect.any(String),
          },
          {
            id: expect.any(String),
            description: 'Welcome credits',
            amount: STARTING_CREDITS,
            balance: STARTING_CREDITS,
            createdAt: expect.any(String),
          },
        ],
      });
      expect(Number.isNaN(Date.parse(res.body.recentTransactions[0].createdAt))).toBe(false);
    });
  });

  describe('catalogue', () => {
    it('lists the four packs with one popular pack, cheaper per credit as they grow', async () => {
      const res = await testApp.http.get('/api/credit-packs').expect(200);

      expect(res.body.map((p: { id: string }) => p.id)).toEqual([
        'starter',
        'value',
        'power',
        'mega',
      ]);
      expect(res.body.filter((p: { popular: boolean }) => p.popular)).toHaveLength(1);
      const perCredit = res.body.map(
        (p: { price: number; credits: number }) => p.price / 100 / p.credits,
      );
      expect(perCredit[0]).toBeCloseTo(0.25, 2);
      for (let i = 1; i < perCredit.length; i += 1)
        expect(perCredit[i]).toBeLessThan(perCredit[i - 1]);
    });

    it('answers names and descriptions in the request language, English when none is known', async () => {
      const spanish = await testApp.http
        .get('/api/credit-packs')
        .set('Accept-Language', 'es-ES,es;q=0.9')
        .expect(200);
      expect(spanish.body[0]).toMatchObject({
        id: 'starter',
        name: 'Inicial',
        description: 'Prueba las respuestas de voz y las imágenes con tus mentores',
      });

      const byCookie = await testApp.http
        .get('/api/feature-costs')
        .set('Accept-Language', 'es')
        .set('Cookie', 'agora_lang=ja')
        .expect(200);
      expect(byCookie.body.find((f: { id: string }) => f.id === 'chat-message').name).toBe(
        'チャットメッセージ',
      );

      const byParam = await testApp.http
        .get('/api/coupons?lang=de')
        .set('Cookie', 'agora_lang=ja')
        .expect(200);
      expect(byParam.body.promotions[0].description).toBe('80 % Rabatt für kurze Zeit');

      const unknown = await testApp.http
        .get('/api/credit-packs?lang=tlh')
        .set('Accept-Language', 'eo')
        .expect(200);
      expect(unknown.body[0].name).toBe('Starter');

      // A cookie that is not valid percent-encoding is no cookie, never a 500.
      const malformed = await testApp.http
        .get('/api/credit-packs')
        .set('Cookie', 'agora_lang=%E0%A4; agora_visitor=%')
        .set('Accept-Language', 'de')
        .expect(200);
      expect(malformed.body[0].name).toBe('Einstieg');
    });

    it('lists what each feature costs', async () => {
      const res = await testApp.http.get('/api/feature-costs').expect(200);

      expect(res.body.map((f: { id: string }) => f.id)).toEqual(
        expect.arrayContaining([
          'voice-message',
          'image-generation',
          'group-ai-message',
          'ai-agent-feed',
          'chat-message',
        ]),
      );
      // Asking is free, so the price list does not show a price for it.
      expect(res.body.map((f: { id: string }) => f.id)).not.toContain('question');
      expect(res.body.find((f: { id: string }) => f.id === 'chat-message')).toMatchObject({
        name: 'Chat message',
        creditCost: 1,
      });
    });

    it('has no subscription plans yet and shows the configured coupon and the HELLO80 promotion', async () => {
      await testApp.http.get('/api/subscription-plans').expect(200, []);
      const coupons = await testApp.http.get('/api/coupons').expect(200);

      expect(coupons.body).toEqual({
        creditCoupon: 'FREECREDITS',
        promotions: [{ code: 'HELLO80', percentOff: 80, description: expect.any(String) }],
      });
    });

    it('seeds idempotently: booting again keeps one row per pack and feature', async () => {
      await testApp.app.get(CatalogueService).seed();
      const [{ packs }] = await testApp.dataSource.query(
        `SELECT count(*)::int AS packs FROM "credit_packs"`,
      );
      const [{ costs }] = await testApp.dataSource.query(
        `SELECT count(*)::int AS costs FROM "feature_costs"`,
      );

      expect(packs).toBe(4);
      expect(costs).toBe(5);
    });
  });
});

describe('credit errors as another plugin meets them (e2e)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      plugins: ['credits'],
      env: { STARTING_CREDITS: '7' },
      modules: [CreditsGateTestModule],
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answers a gated route below its minimum with 403 requiredCredits and currentCredits', async () => {
    const { agent } = await signUp(testApp);
    const res = await agent.get('/api/credits-test/gated').expect(403);
    expect(res.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'This feature requires at least 60 credits. You currently have 7 credits.',
      requiredCredits: 60,
      currentCredits: 7,
    });
    await testApp.http.get('/api/credits-test/gated').expect(401);
  });

  it('answers a spend beyond the balance with 402 and the insufficient-credits message', async () => {
    const { agent } = await signUp(testApp);
    await agent.post('/api/credits-test/image').expect(201, { balance: 2 });
    const res = await agent.post('/api/credits-test/image').expect(402);
    expect(res.body).toEqual({
      statusCode: 402,
      error: 'Payment Required',
      message: 'Insufficient credits. Required: 5, Available: 2',
    });
    expect((await agent.get('/api/user/subscription').expect(200)).body.credits).toBe(2);
  });
});

describe('credits for an account made while the plugin was off (e2e)', () => {
  it('starts it at 0 and lets it receive and spend credits', async () => {
    const withoutCredits = await createTestApp();
    const { cookie, user } = await signUp(withoutCredits);
    const env = { databaseUrl: withoutCredits.databaseUrl };
    await withoutCredits.app.close();

    // The same database booted again with credits on (the migration already ran).
    const testApp = await createTestApp({
      plugins: ['credits'],
      env: { DATABASE_URL: env.databaseUrl },
    });
    try {
      const sut = testApp.app.get(CreditsService);
      await expect(sut.balance(user.id)).resolves.toBe(0);
      await expect(sut.spend(user.id, 'chat-message', 'c1')).rejects.toThrow(
        'Insufficient credits. Required: 1, Available: 0',
      );
      await sut.grant(user.id, 3, 'Welcome back', 'g1');
      await expect(sut.spend(user.id, 'chat-message', 'c2')).resolves.toBe(2);
      const me = await testApp.http.get('/api/auth/user').set('Cookie', cookie).expect(200);
      expect(me.body.credits).toBe(2);
    } finally {
      await testApp.close();
      await withoutCredits.close().catch(() => undefined);
    }
  }, 30_000);
});
