import Stripe from 'stripe';
import { FakeStripe } from './support/fake-stripe';
import { createTestApp, signUp, type SignedUp, type TestApp } from './support/test-app';

const WEBHOOK_SECRET = 'whsec_agora_test_secret';
const VALUE_PACK = { priceId: 'price_agora_value', credits: 60 };
const START = 50;

describe('Stripe checkout and webhook (real stripe client, local Stripe wire server)', () => {
  let fakeStripe: FakeStripe;
  let testApp: TestApp;
  // Only used to sign events the way Stripe does; it never makes a request.
  const stripe = new Stripe('sk_test_signer');

  beforeAll(async () => {
    fakeStripe = await new FakeStripe().start();
    testApp = await createTestApp({
      plugins: ['credits'],
      env: {
        STARTING_CREDITS: String(START),
        STRIPE_SECRET_KEY: 'sk_test_agora',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: fakeStripe.url,
        // http: this test talks plain http, and an https site's cookies are Secure only.
        PUBLIC_URL: 'http://agora.example',
      },
    });
  });

  afterAll(async () => {
    await testApp?.close();
    await fakeStripe?.stop();
  });

  const balanceOf = async (userId: string): Promise<number> =>
    (
      await testApp.dataSource.query(
        `SELECT "balance" FROM "credit_balances" WHERE "userId" = $1`,
        [userId],
      )
    )[0].balance;
  const purchaseRowsOf = async (userId: string): Promise<number> =>
    (
      await testApp.dataSource.query(
        `SELECT count(*)::int AS n FROM "credit_transactions" WHERE "userId" = $1 AND "kind" = 'purchase'`,
        [userId],
      )
    )[0].n;

  async function startCheckout(buyer: SignedUp, priceId = VALUE_PACK.priceId): Promise<string> {
    const res = await buyer.agent
      .post('/api/create-checkout-session')
      .send({ priceId })
      .expect(201);
    const session = [...fakeStripe.sessions.values()].find((s) => s.url === res.body.url);
    if (!session) throw new Error(`no Stripe session behind ${res.body.url}`);
    return session.id;
  }

  function completedEvent(sessionId: string, eventId = `evt_${sessionId}`) {
    return JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      data: { object: fakeStripe.sessions.get(sessionId) },
    });
  }

  const postWebhook = (payload: string, signature: string) =>
    testApp.http
      .post('/api/stripe/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(payload);

  const sign = (payload: string) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

  it('creates a real Checkout Session: payment mode, metadata, return URLs and promotion codes', async () => {
    const buyer = await signUp(testApp);

    const res = await buyer.agent
      .post('/api/create-checkout-session')
      .send({ priceId: VALUE_PACK.priceId })
      .expect(201);

    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const request = fakeStripe.requests.at(-1)!;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: 'Bearer sk_test_agora',
    });
    expect(request.form).toMatchObject({
      mode: 'payment',
      'metadata[userId]': buyer.user.id,
      'metadata[packId]': 'value',
      success_url: 'http://agora.example/credits?success=true&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://agora.example/credits?canceled=true',
      allow_promotion_codes: 'true',
      'line_items[0][price_data][unit_amount]': '1299',
      'line_items[0][price_data][currency]': 'eur',
    });
  });

  it('answers 400 for an unknown price and for a missing one', async () => {
    const buyer = await signUp(testApp);

    const unknown = await buyer.agent
      .post('/api/create-checkout-session')
      .send({ priceId: 'price_nope' })
      .expect(400);
    expect(unknown.body.message).toContain('price_nope');
    const missing = await buyer.agent.post('/api/create-checkout-session').send({}).expect(400);
    expect(missing.body.message).toContain('priceId');
  });

  it('requires sign-in for checkout and purchase confirmation', async () => {
    await testApp.http
      .post('/api/create-checkout-session')
      .send({ priceId: VALUE_PACK.priceId })
      .expect(401);
    await testApp.http.get('/api/process-credit-purchase?session_id=cs_test_x').expect(401);
  });

  it('rejects a webhook with a bad signature and adds nothing', async () => {
    const buyer = await signUp(testApp);
    const sessionId = await startCheckout(buyer);
    fakeStripe.pay(sessionId);
    const payload = completedEvent(sessionId);

    const forged = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_someone_else',
    });
    const res = await postWebhook(payload, forged).expect(400);
    await postWebhook(payload, 't=1,v1=deadbeef').expect(400);
    await testApp.http
      .post('/api/stripe/webhook')
      .set('content-type', 'application/json')
      .send(payload)
      .expect(400);

    expect(res.body.message).toBe('Webhook signature verification failed');
    expect(await balanceOf(buyer.user.id)).toBe(START);
  });

  it('adds the pack once for a signed checkout.session.completed, however often it is replayed or confirmed', async () => {
    const buyer = await signUp(testApp);
    const sessionId = await startCheckout(buyer);
    fakeStripe.pay(sessionId);
    const payload = completedEvent(sessionId);

    await postWebhook(payload, sign(payload)).expect(200, { received: true });
    expect(await balanceOf(buyer.user.id)).toBe(START + VALUE_PACK.credits);

    await postWebhook(payload, sign(payload)).expect(200);
    const retried = completedEvent(sessionId, 'evt_retry_with_new_id');
    await postWebhook(retried, sign(retried)).expect(200);
    const confirmed = await buyer.agent
      .get(`/api/process-credit-purchase?session_id=${sessionId}`)
      .expect(200);

    expect(confirmed.body).toEqual({
      success: true,
      creditsAdded: VALUE_PACK.credits,
      newBalance: START + VALUE_PACK.credits,
    });
    expect(await balanceOf(buyer.user.id)).toBe(START + VALUE_PACK.credits);
    expect(await purchaseRowsOf(buyer.user.id)).toBe(1);
    expect(
      fakeStripe.requests.some(
        (r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${sessionId}`,
      ),
    ).toBe(true);
  });

  it('acknowledges a signed checkout with bad metadata with 200 and adds nothing (Stripe must not retry it)', async () => {
    const buyer = await signUp(testApp);
    const other = await signUp(testApp);
    const sessionId = await startCheckout(buyer);
    fakeStripe.pay(sessionId);
    const paid = fakeStripe.sessions.get(sessionId) as { metadata: Record<string, string> };
    const withMetadata = (metadata: Record<string, string>, eventId: string) =>
      JSON.stringify({
        ...JSON.parse(completedEvent(sessionId, eventId)),
        data: { object: { ...paid, metadata: { ...paid.metadata, ...metadata } } },
      });

    const badMetadata: Record<string, string>[] = [
      { userId: 'not-a-uuid' },
      { userId: '00000000-0000-4000-8000-000000000000' },
      { packId: 'no-such-pack' },
      { userId: other.user.id },
    ];
    for (const [i, metadata] of badMetadata.entries()) {
      const payload = withMetadata(metadata, `evt_bad_metadata_${i}`);
      await postWebhook(payload, sign(payload)).expect(200, { received: true });
    }
    expect(await purchaseRowsOf(other.user.id)).toBe(0);
    expect(await balanceOf(other.user.id)).toBe(START);
    expect(await balanceOf(buyer.user.id)).toBe(START);

    const good = completedEvent(sessionId);
    await postWebhook(good, sign(good)).expect(200);
    expect(await balanceOf(buyer.user.id)).toBe(START + VALUE_PACK.credits);
  });

  it('adds the credits once when process-credit-purchase arrives before the webhook, also concurrently', async () => {
    const buyer = await signUp(testApp);
    const sessionId = await startCheckout(buyer);

    const unpaid = await buyer.agent
      .get(`/api/process-credit-purchase?session_id=${sessionId}`)
      .expect(200);
    expect(unpaid.body).toEqual({ success: false, creditsAdded: 0, newBalance: START });

    fakeStripe.pay(sessionId);
    const payload = completedEvent(sessionId);
    const [first, second] = await Promise.all([
      buyer.agent.get(`/api/process-credit-purchase?session_id=${sessionId}`),
      buyer.agent.get(`/api/process-credit-purchase?session_id=${sessionId}`),
      postWebhook(payload, sign(payload)),
    ]);

    expect(first!.body).toEqual({
      success: true,
      creditsAdded: VALUE_PACK.credits,
      newBalance: START + VALUE_PACK.credits,
    });
    expect(second!.body.newBalance).toBe(START + VALUE_PACK.credits);
    expect(await balanceOf(buyer.user.id)).toBe(START + VALUE_PACK.credits);
    expect(await purchaseRowsOf(buyer.user.id)).toBe(1);
  });

  it('adds nothing when someone confirms another user’s session', async () => {
    const buyer = await signUp(testApp);
    const intruder = await signUp(testApp);
    const sessionId = await startCheckout(buyer);
    fakeStripe.pay(sessionId);

    const res = await intruder.agent
      .get(`/api/process-credit-purchase?session_id=${sessionId}`)
      .expect(403);

    expect(res.body.message).toBe('This checkout session belongs to another account');
    expect(await balanceOf(intruder.user.id)).toBe(START);
    expect(await balanceOf(buyer.user.id)).toBe(START);
  });

  it('answers 404 for a session Stripe does not know and 400 without a session id', async () => {
    const buyer = await signUp(testApp);

    await buyer.agent.get('/api/process-credit-purchase?session_id=cs_test_unknown').expect(404);
    const missing = await buyer.agent.get('/api/process-credit-purchase').expect(400);
    expect(missing.body.message).toContain('session_id');
  });

  it('ignores signed events of other types', async () => {
    const buyer = await signUp(testApp);
    const sessionId = await startCheckout(buyer);
    fakeStripe.pay(sessionId);
    const payload = JSON.stringify({
      id: 'evt_expired',
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: fakeStripe.sessions.get(sessionId) },
    });

    await postWebhook(payload, sign(payload)).expect(200);

    expect(await balanceOf(buyer.user.id)).toBe(START);
  });

  it('has no test checkout page when Stripe is configured', async () => {
    const buyer = await signUp(testApp);
    await buyer.agent.get('/api/test-checkout/cs_test_0123456789abcdef').expect(404);
  });
});
