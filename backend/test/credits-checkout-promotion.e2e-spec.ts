import type { AdminAnalytics } from '@agora/contracts';
import type TestAgent from 'supertest/lib/agent';
import { signInAsAdmin } from './support/admin-session';
import { signUp, type SignedUp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const START = 50;
const STARTER = { priceId: 'price_agora_starter', cents: 499, credits: 20 };
/** HELLO80 (80 % off) on €4.99: €0.998, rounded to whole cents. */
const DISCOUNTED_CENTS = 100;
const ADMIN_EMAIL = 'boss@example.com';

describe('promotion codes on the TEST MODE checkout', () => {
  const t = useTestApp({
    plugins: ['credits', 'admin'],
    env: { STARTING_CREDITS: String(START), ADMIN_EMAIL },
  });

  const balanceOf = async (userId: string): Promise<number> =>
    (
      await t.dataSource.query(`SELECT "balance" FROM "credit_balances" WHERE "userId" = $1`, [
        userId,
      ])
    )[0].balance;

  const sessionRow = async (sessionId: string) =>
    (
      await t.dataSource.query(
        `SELECT "amountSubtotal", "amountTotal", "promotionCode", "percentOff", "status"
         FROM "test_checkout_sessions" WHERE "id" = $1`,
        [sessionId],
      )
    )[0];

  async function startCheckout(buyer: SignedUp): Promise<string> {
    const res = await buyer.agent
      .post('/api/create-checkout-session')
      .send({ priceId: STARTER.priceId })
      .expect(201);
    const match = /^\/api\/test-checkout\/(cs_test_[0-9a-f]+)$/.exec(res.body.url);
    if (!match) throw new Error(`unexpected test checkout url ${res.body.url}`);
    return match[1]!;
  }

  /** The page's form, posted as a browser posts it (form-encoded). */
  const applyCode = (agent: TestAgent, sessionId: string, code: string) =>
    agent.post(`/api/test-checkout/${sessionId}/promotion`).type('form').send({ code });

  async function adminRevenue(): Promise<number> {
    const admin = await signInAsAdmin(t.app, ADMIN_EMAIL);
    const res = await admin.get('/api/admin/analytics').expect(200);
    return (res.body as AdminAnalytics).totalRevenue;
  }

  it('offers a promotion code field on the open checkout page', async () => {
    const buyer = await signUp(t);
    const sessionId = await startCheckout(buyer);

    const page = await buyer.agent.get(`/api/test-checkout/${sessionId}`).expect(200);

    expect(page.text).toContain(`action="/api/test-checkout/${sessionId}/promotion?lang=en"`);
    expect(page.text).toContain('<label for="promotion-code">Promotion code</label>');
    expect(page.text).toContain('name="code"');
    expect(page.text).toContain('>Apply</button>');
  });

  it('applies HELLO80: 80 % off the total and the pay button, the pack’s full credits, the paid price as revenue', async () => {
    const buyer = await signUp(t);
    const sessionId = await startCheckout(buyer);
    const revenueBefore = await adminRevenue();

    const applied = await applyCode(buyer.agent, sessionId, 'HELLO80').expect(303);
    expect(applied.headers.location).toBe(`/api/test-checkout/${sessionId}?lang=en`);
    const page = await buyer.agent.get(applied.headers.location!).expect(200);

    expect(page.text).toMatch(/<span>Subtotal<\/span><span>€4\.99<\/span>/);
    expect(page.text).toMatch(/<span>Discount \(HELLO80\)<\/span><span>-€3\.99 \(-80%\)<\/span>/);
    expect(page.text).toMatch(/<span>Total<\/span><span>€1\.00<\/span>/);
    expect(page.text).toContain('Pay €1.00 (test)');
    expect(page.text).not.toContain('Pay €4.99');
    expect(await sessionRow(sessionId)).toEqual({
      amountSubtotal: STARTER.cents,
      amountTotal: DISCOUNTED_CENTS,
      promotionCode: 'HELLO80',
      percentOff: 80,
      status: 'open',
    });

    await buyer.agent.post(`/api/test-checkout/${sessionId}/pay`).expect(303);

    expect(await balanceOf(buyer.user.id)).toBe(START + STARTER.credits);
    const [purchase] = await t.dataSource.query(
      `SELECT "amountCents", "credits", "status" FROM "credit_purchases" WHERE "sessionId" = $1`,
      [sessionId],
    );
    expect(purchase).toEqual({
      amountCents: DISCOUNTED_CENTS,
      credits: STARTER.credits,
      status: 'succeeded',
    });
    expect(await adminRevenue()).toBeCloseTo(revenueBefore + DISCOUNTED_CENTS / 100, 2);
  });

  it('takes the code in any case with spaces around it, and applying it again changes nothing', async () => {
    const buyer = await signUp(t);
    const sessionId = await startCheckout(buyer);

    await applyCode(buyer.agent, sessionId, ' hello80 ').expect(303);
    await applyCode(buyer.agent, sessionId, 'HELLO80').expect(303);

    expect(await sessionRow(sessionId)).toMatchObject({
      amountSubtotal: STARTER.cents,
      amountTotal: DISCOUNTED_CENTS,
      promotionCode: 'HELLO80',
    });
    const page = await buyer.agent.get(`/api/test-checkout/${sessionId}`).expect(200);
    expect(page.text).toContain('Pay €1.00 (test)');
  });

  it('shows the page again with a message for an unknown or empty code, storing nothing', async () => {
    const buyer = await signUp(t);
    const sessionId = await startCheckout(buyer);

    const unknown = await applyCode(buyer.agent, sessionId, 'BOGUS<b>')
      .expect(400)
      .expect('content-type', /text\/html/);
    expect(unknown.text).toContain('TEST MODE');
    expect(unknown.text).toContain(
      '<p class="error" id="promotion-error" role="alert">“BOGUS&lt;b&gt;” is not a valid promotion code.</p>',
    );
    expect(unknown.text).toContain('value="BOGUS&lt;b&gt;"');
    expect(unknown.text).toContain('Pay €4.99 (test)');
    const empty = await applyCode(buyer.agent, sessionId, '   ').expect(400);
    expect(empty.text).toContain('Enter a promotion code.');

    expect(await sessionRow(sessionId)).toEqual({
      amountSubtotal: STARTER.cents,
      amountTotal: STARTER.cents,
      promotionCode: null,
      percentOff: null,
      status: 'open',
    });
  });

  it('names an unknown code in the page’s language', async () => {
    const buyer = await signUp(t);
    const sessionId = await startCheckout(buyer);

    const page = await buyer.agent
      .post(`/api/test-checkout/${sessionId}/promotion?lang=de`)
      .type('form')
      .send({ code: 'NOPE' })
      .expect(400);

    expect(page.text).toContain('<html lang="de"');
    expect(page.text).toContain('„NOPE“ ist kein gültiger Aktionscode.');
    expect(page.text).toContain('Aktionscode');
  });

  it('refuses a code on a paid or canceled checkout (409), keeping its price', async () => {
    const buyer = await signUp(t);
    const paid = await startCheckout(buyer);
    await buyer.agent.post(`/api/test-checkout/${paid}/pay`).expect(303);
    const canceled = await startCheckout(buyer);
    await buyer.agent.post(`/api/test-checkout/${canceled}/cancel`).expect(303);

    await applyCode(buyer.agent, paid, 'HELLO80').expect(409);
    await applyCode(buyer.agent, canceled, 'HELLO80').expect(409);

    expect(await sessionRow(paid)).toMatchObject({
      amountTotal: STARTER.cents,
      promotionCode: null,
    });
    expect(await sessionRow(canceled)).toMatchObject({
      amountTotal: STARTER.cents,
      promotionCode: null,
    });
    const page = await buyer.agent.get(`/api/test-checkout/${paid}`).expect(200);
    expect(page.text).not.toContain('/promotion');
  });

  it('keeps other users away from someone’s checkout (403), and answers 404 for an unknown one', async () => {
    const buyer = await signUp(t);
    const intruder = await signUp(t);
    const sessionId = await startCheckout(buyer);

    await applyCode(intruder.agent, sessionId, 'HELLO80').expect(403);
    await applyCode(buyer.agent, 'cs_test_00000000000000000000', 'HELLO80').expect(404);
    await t.http
      .post(`/api/test-checkout/${sessionId}/promotion`)
      .type('form')
      .send({ code: 'HELLO80' })
      .expect(401);

    expect(await sessionRow(sessionId)).toMatchObject({
      amountTotal: STARTER.cents,
      promotionCode: null,
    });
  });
});
