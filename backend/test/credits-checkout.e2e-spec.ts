import { createTestApp, signUp, type SignedUp, type TestApp } from './support/test-app';

const START = 50;
const STARTER = { priceId: 'price_agora_starter', credits: 20 };

describe('built-in TEST MODE checkout (no Stripe key)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      plugins: ['credits'],
      env: { STARTING_CREDITS: String(START) },
    });
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

  async function startCheckout(buyer: SignedUp): Promise<{ url: string; sessionId: string }> {
    const res = await buyer.agent
      .post('/api/create-checkout-session')
      .send({ priceId: STARTER.priceId })
      .expect(201);
    const match = /^\/api\/test-checkout\/(cs_test_[0-9a-f]+)$/.exec(res.body.url);
    if (!match) throw new Error(`unexpected test checkout url ${res.body.url}`);
    return { url: res.body.url, sessionId: match[1]! };
  }

  it('stores the session in PostgreSQL and serves a page clearly labelled TEST MODE with pay and cancel', async () => {
    const buyer = await signUp(testApp);
    const { url, sessionId } = await startCheckout(buyer);

    const page = await buyer.agent
      .get(url)
      .expect(200)
      .expect('content-type', /text\/html/);

    expect(page.text).toContain('TEST MODE');
    expect(page.text).toContain('€4.99');
    expect(page.text).toContain(`action="/api/test-checkout/${sessionId}/pay"`);
    expect(page.text).toContain(`action="/api/test-checkout/${sessionId}/cancel"`);
    const [row] = await testApp.dataSource.query(
      `SELECT "userId", "packId", "status", "paymentStatus" FROM "test_checkout_sessions" WHERE "id" = $1`,
      [sessionId],
    );
    expect(row).toEqual({
      userId: buyer.user.id,
      packId: 'starter',
      status: 'open',
      paymentStatus: 'unpaid',
    });
  });

  it("serves the checkout page in the app's language, the pack's texts too", async () => {
    const buyer = await signUp(testApp);
    const { url } = await startCheckout(buyer);

    const page = await buyer.agent.get(`${url}?lang=de`).expect(200);

    expect(page.text).toContain('<html lang="de"');
    expect(page.text).toContain('TEST MODE (Testmodus)');
    expect(page.text).toContain('Paket Einstieg');
    expect(page.text).toContain('4,99');
    expect(page.text).toContain('Abbrechen');
  });

  it('pays through the shared fulfilment: credits added once, back to /credits with the session id', async () => {
    const buyer = await signUp(testApp);
    const { sessionId } = await startCheckout(buyer);

    const paid = await buyer.agent.post(`/api/test-checkout/${sessionId}/pay`).expect(303);
    await buyer.agent.post(`/api/test-checkout/${sessionId}/pay`).expect(303);

    expect(new URL(paid.headers.location!).pathname + new URL(paid.headers.location!).search).toBe(
      `/credits?success=true&session_id=${sessionId}`,
    );
    expect(await balanceOf(buyer.user.id)).toBe(START + STARTER.credits);
    // Back on the paid checkout's page (the browser's Back), the way home is a link, not a dead end.
    const again = await buyer.agent.get(`/api/test-checkout/${sessionId}`).expect(200);
    expect(again.text).toContain('This checkout is already paid.');
    expect(again.text).toMatch(
      /<a class="back" href="http:\/\/[^"]+\/credits">Back to your credits<\/a>/,
    );
    expect(again.text).not.toContain('/pay"');
    const confirmed = await buyer.agent
      .get(`/api/process-credit-purchase?session_id=${sessionId}`)
      .expect(200);
    expect(confirmed.body).toEqual({
      success: true,
      creditsAdded: STARTER.credits,
      newBalance: START + STARTER.credits,
    });
    expect(await balanceOf(buyer.user.id)).toBe(START + STARTER.credits);
    const summary = await buyer.agent.get('/api/user/subscription').expect(200);
    expect(summary.body.recentTransactions[0]).toMatchObject({
      description: 'Purchased Starter pack (20 credits)',
      amount: 20,
      balance: 70,
    });
  });

  it('cancels without charging and sends the buyer back with canceled=true', async () => {
    const buyer = await signUp(testApp);
    const { sessionId } = await startCheckout(buyer);

    const canceled = await buyer.agent.post(`/api/test-checkout/${sessionId}/cancel`).expect(303);

    expect(canceled.headers.location).toMatch(/\/credits\?canceled=true$/);
    await buyer.agent.post(`/api/test-checkout/${sessionId}/pay`).expect(409);
    const confirmed = await buyer.agent
      .get(`/api/process-credit-purchase?session_id=${sessionId}`)
      .expect(200);
    expect(confirmed.body).toEqual({ success: false, creditsAdded: 0, newBalance: START });
    expect(await balanceOf(buyer.user.id)).toBe(START);
  });

  it('keeps another user away from someone’s checkout', async () => {
    const buyer = await signUp(testApp);
    const intruder = await signUp(testApp);
    const { url, sessionId } = await startCheckout(buyer);

    await intruder.agent.get(url).expect(403);
    await intruder.agent.post(`/api/test-checkout/${sessionId}/pay`).expect(403);
    await testApp.http.post(`/api/test-checkout/${sessionId}/pay`).expect(401);

    expect(await balanceOf(buyer.user.id)).toBe(START);
    expect(await balanceOf(intruder.user.id)).toBe(START);
  });

  it('answers 400 for a malformed session id and 404 for an unknown one', async () => {
    const buyer = await signUp(testApp);

    const bad = await buyer.agent.get('/api/test-checkout/not-a-session').expect(400);
    expect(bad.body.message).toContain('sessionId');
    await buyer.agent.get('/api/test-checkout/cs_test_00000000000000000000').expect(404);
  });

  it('answers 503 to webhooks when no webhook secret is configured', async () => {
    await testApp.http
      .post('/api/stripe/webhook')
      .set('content-type', 'application/json')
      .send('{}')
      .expect(503);
  });
});

describe('TEST MODE checkout in production', () => {
  async function checkoutStatus(env: Record<string, string>): Promise<number> {
    const app = await createTestApp({
      plugins: ['credits'],
      env: { NODE_ENV: 'production', ...env },
    });
    try {
      const buyer = await signUp(app);
      const res = await buyer.agent
        .post('/api/create-checkout-session')
        .send({ priceId: STARTER.priceId });
      return res.status;
    } finally {
      await app.close();
    }
  }

  it('refuses the free test checkout unless TEST_CHECKOUT=on', async () => {
    expect(await checkoutStatus({})).toBe(503);
    expect(await checkoutStatus({ TEST_CHECKOUT: 'off' })).toBe(503);
    expect(await checkoutStatus({ TEST_CHECKOUT: 'on' })).toBe(201);
  }, 60_000);
});
