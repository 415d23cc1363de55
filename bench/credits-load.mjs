// The credit ledger under load, in one process with the real app (credits plugin, PostgreSQL):
//  - 1,000 concurrent spends of the cheapest feature against a balance worth exactly 500 of them:
//    exactly 500 must succeed, the rest be refused, and the balance end at 0 (never below);
//  - Stripe `checkout.session.completed` events for 20 paid checkouts, each delivered 5× at once and
//    all of them shuffled, signed with the real `stripe` client's test-header helper and posted to
//    the webhook over HTTP (Stripe's REST side is the local wire server of the e2e tests): one
//    fulfilment per checkout.
// Writes bench/results/credits-load.json. Needs PostgreSQL + Redis.
import { randomBytes } from 'node:crypto';
import { recreateDatabase } from './lib/backend-process.mjs';
import { backendTypeScript } from './lib/load-backend-ts.mjs';
import { writeResult } from './lib/write-result.mjs';
import { signUp } from './lib/sign-up.mjs';

const SPENDS = Number(process.env.LOAD_SPENDS ?? 1000);
const AFFORDABLE = Number(process.env.LOAD_AFFORDABLE ?? 500);
const CHECKOUTS = Number(process.env.LOAD_CHECKOUTS ?? 20);
const REPLAYS = 5;
const WEBHOOK_SECRET = 'whsec_bench_credits_load';
const PACK = 'price_agora_value';

const load = backendTypeScript();
const { FakeStripe } = load('test/support/fake-stripe.ts');
const fakeStripe = await new FakeStripe().start();
const databaseUrl = await recreateDatabase('agora_bench_credits_load');

// Sized once the cheapest feature's cost is known (set before the config is first read).
const costs = load('src/plugins/credits/index.ts');
Object.assign(process.env, {
  NODE_ENV: 'production',
  // Production refuses a weak or missing secret.
  SESSION_SECRET: randomBytes(36).toString('base64url'),
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  REDIS_PREFIX: 'agora-bench-credits-load',
  WORKERS: 'off',
  RATE_LIMIT_PER_MINUTE: '100000000',
  LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
  STRIPE_SECRET_KEY: 'sk_test_bench',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: fakeStripe.url,
  PUBLIC_URL: 'http://127.0.0.1',
  OPENAI_API_KEY: '',
  ANTHROPIC_API_KEY: '',
});

const { createAppModule } = load('src/app.module.ts');
const { createHttpApp } = load('src/core/http/create-app.ts');
const { DataSource } = load('node_modules/typeorm');
const stripeModule = load('node_modules/stripe');
const Stripe = stripeModule.Stripe ?? stripeModule.default ?? stripeModule;

async function boot(startingCredits) {
  process.env.STARTING_CREDITS = String(startingCredits);
  load('src/core/config/load-config.ts').resetConfig();
  const app = await createHttpApp(createAppModule({ plugins: ['auth', 'credits'], role: 'api' }));
  await app.listen(0, '127.0.0.1');
  return { app, url: `http://127.0.0.1:${app.getHttpServer().address().port}` };
}

// A first boot just to read the price list: the balance must be worth exactly AFFORDABLE spends.
let { app, url } = await boot(0);
const featureCosts = await (await fetch(`${url}/api/feature-costs`)).json();
const cheapest = featureCosts
  .filter((f) => f.creditCost > 0)
  .sort((a, b) => a.creditCost - b.creditCost)[0];
await app.close();
({ app, url } = await boot(cheapest.creditCost * AFFORDABLE));
const dataSource = app.get(DataSource);
const credits = app.get(costs.CreditsService);

try {
  // 1. Concurrent spends.
  const spender = await learner(url, 'spender');
  const balanceBefore = await credits.balance(spender.id);
  const started = performance.now();
  const outcomes = await Promise.allSettled(
    Array.from({ length: SPENDS }, (_, i) => credits.spend(spender.id, cheapest.id, `load:${i}`)),
  );
  const spendMs = performance.now() - started;
  const succeeded = outcomes.filter((o) => o.status === 'fulfilled').length;
  const refusals = outcomes.filter((o) => o.status === 'rejected');
  const refusedForCredits = refusals.filter((o) =>
    /credits/i.test(String(o.reason?.message)),
  ).length;
  const balanceAfter = await credits.balance(spender.id);
  const [{ n: spendRows }] = await dataSource.query(
    `SELECT count(*)::int AS n FROM "credit_transactions" WHERE "userId" = $1 AND "kind" = 'spend'`,
    [spender.id],
  );

  // 2. Webhook replays: CHECKOUTS paid sessions, each event delivered REPLAYS times, shuffled.
  const buyer = await learner(url, 'buyer');
  const buyerBefore = await credits.balance(buyer.id);
  const sessionIds = [];
  for (let i = 0; i < CHECKOUTS; i += 1) {
    const res = await fetch(`${url}/api/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: buyer.cookie, origin: url },
      body: JSON.stringify({ priceId: PACK }),
    });
    if (res.status !== 201) throw new Error(`checkout answered ${res.status}: ${await res.text()}`);
    const { url: checkoutUrl } = await res.json();
    const session = [...fakeStripe.sessions.values()].find((s) => s.url === checkoutUrl);
    fakeStripe.pay(session.id);
    sessionIds.push(session.id);
  }
  const signer = new Stripe('sk_test_signer');
  const deliveries = sessionIds.flatMap((id) => {
    const payload = JSON.stringify({
      id: `evt_${id}`,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      data: { object: fakeStripe.sessions.get(id) },
    });
    return Array.from({ length: REPLAYS }, () => payload);
  });
  for (let i = deliveries.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [deliveries[i], deliveries[j]] = [deliveries[j], deliveries[i]];
  }
  const statuses = await Promise.all(
    deliveries.map(async (payload) => {
      const res = await fetch(`${url}/api/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signer.webhooks.generateTestHeaderString({
            payload,
            secret: WEBHOOK_SECRET,
          }),
        },
        body: payload,
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const [{ n: purchases }] = await dataSource.query(
    `SELECT count(*)::int AS n FROM "credit_transactions" WHERE "userId" = $1 AND "kind" = 'purchase'`,
    [buyer.id],
  );
  const buyerAfter = await credits.balance(buyer.id);
  const packs = await (await fetch(`${url}/api/credit-packs`)).json();
  const packCredits = packs.find((p) => p.priceId === PACK || p.id === PACK)?.credits;

  const result = {
    spends: {
      feature: cheapest.id,
      creditCost: cheapest.creditCost,
      concurrent: SPENDS,
      balanceBefore,
      succeeded,
      refused: refusals.length,
      refusedForCredits,
      spendRows,
      balanceAfter,
      ms: Math.round(spendMs),
      exact: succeeded === AFFORDABLE && balanceAfter === 0 && spendRows === AFFORDABLE,
    },
    webhooks: {
      checkouts: CHECKOUTS,
      deliveries: deliveries.length,
      statuses: Object.fromEntries(
        [...new Set(statuses)].map((s) => [s, statuses.filter((x) => x === s).length]),
      ),
      purchases,
      creditsAdded: buyerAfter - buyerBefore,
      expectedCredits: packCredits === undefined ? null : packCredits * CHECKOUTS,
      oneFulfilmentEach:
        purchases === CHECKOUTS &&
        (packCredits === undefined || buyerAfter - buyerBefore === packCredits * CHECKOUTS),
    },
  };
  const file = await writeResult('credits-load', result);
  console.log(JSON.stringify(result, null, 2));
  console.log(`→ ${file}`);
  if (!result.spends.exact || !result.webhooks.oneFulfilmentEach) process.exitCode = 1;
} finally {
  await app.close();
  await fakeStripe.stop();
}

/** A learner whose requests come from the app's own origin, as the browser's would. */
async function learner(url, name) {
  const { cookie, user } = await signUp(url, {
    tag: name,
    firstName: name,
    headers: { origin: url },
  });
  return { id: user.id, cookie };
}
