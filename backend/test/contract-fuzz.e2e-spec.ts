import { writeFileSync } from 'node:fs';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { PLUGIN_NAMES } from '../src/plugins/registry';
import { type FuzzCase, fuzzCases } from './support/contract-fuzz';
import { FakeStripe } from './support/fake-stripe';
import { type AppRoute, routeTable } from './support/route-table';
import { createTestApp, signUp, type SignedUp, type TestApp } from './support/test-app';

/** Per route and caller; `bench/fuzz.mjs` raises it (FUZZ_RUNS) and writes the counts (FUZZ_RESULTS). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** Signing out mid-walk would turn the rest of the signed-in walk into a visitor's. */
const SKIPPED = new Set(['GET /api/logout']);

/**
 * Hostile requests derived from each route's zod contract (wrong types, boundaries, 1 MB strings,
 * deep JSON, NUL and lone surrogates, bad ids, wrong and missing content types) to every route of
 * the running app, signed in and out: never a 5xx, and a refused request changes no stored row.
 */
describe('contract fuzz (e2e)', () => {
  let t: TestApp;
  let user: SignedUp;
  let tables: string[];
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await new FakeStripe().start();
    t = await createTestApp({
      plugins: [...PLUGIN_NAMES],
      env: {
        OPENAI_API_KEY: '',
        ANTHROPIC_API_KEY: '',
        RATE_LIMIT_PER_MINUTE: '10000000',
        // Stripe configured (a local server on its wire format), so the webhook's signature check is fuzzed rather than its "not set up" answer.
        STRIPE_SECRET_KEY: 'sk_test_fuzz',
        STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
        STRIPE_API_BASE: stripe.url,
      },
    });
    user = await signUp(t);
    const rows: { table_name: string }[] = await t.dataSource.query(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    tables = rows.map((r) => r.table_name);
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    await stripe?.stop();
  });

  async function rowCounts(): Promise<string> {
    const sql = tables.map((name) => `SELECT '${name}' AS t, count(*)::int AS n FROM "${name}"`);
    const rows: { t: string; n: number }[] = await t.dataSource.query(sql.join(' UNION ALL '));
    return rows.map((r) => `${r.t}=${r.n}`).join(' ');
  }

  function send(agent: TestAgent, route: AppRoute, c: FuzzCase) {
    const method = route.method.toLowerCase() as 'get' | 'post';
    let call = agent[method](c.url);
    if (c.body === undefined) return call;
    if (c.raw) {
      if (c.contentType) call = call.set('content-type', c.contentType);
      return call.send(c.body as string);
    }
    if (c.body === null || typeof c.body !== 'object')
      return call.set('content-type', 'application/json').send(JSON.stringify(c.body));
    return call.send(c.body as object);
  }

  it('answers every hostile request below 500 and stores nothing for the refused ones', async () => {
    const routes = routeTable(t.app).filter((r) => r.nest && !SKIPPED.has(`${r.method} ${r.path}`));
    expect(routes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    let sent = 0;
    let serverErrors = 0;
    let refused = 0;
    let refusedChecked = 0;
    const started = Date.now();
    const callers: [string, () => TestAgent][] = [
      ['signed in', () => user.agent],
      ['visitor', () => request(t.app.getHttpServer()) as unknown as TestAgent],
    ];
    for (const [who, agent] of callers) {
      for (const [i, route] of routes.entries()) {
        for (const c of fuzzCases(route, RUNS, SEED + i)) {
          const before = await rowCounts();
          const res = await send(agent(), route, c).catch((error: Error) => ({
            status: 599,
            text: error.message,
          }));
          sent += 1;
          const where = `${route.method} ${route.path} ${who} [${c.label}]`;
          if (res.status >= 500) {
            serverErrors += 1;
            failures.push(`${where}: ${res.status} ${res.text.slice(0, 160)}`);
          } else if (res.status >= 400) {
            refused += 1;
            refusedChecked += 1;
            const after = await rowCounts();
            if (after !== before) failures.push(`${where}: ${res.status} but rows changed`);
          }
        }
      }
    }
    const counts = {
      routes: routes.length,
      runsPerRouteAndCaller: RUNS,
      seed: SEED,
      requestsSent: sent,
      serverErrors,
      refused,
      refusedWithRowsCompared: refusedChecked,
      tablesCompared: tables.length,
      seconds: Math.round((Date.now() - started) / 100) / 10,
      failures: failures.slice(0, 50),
    };
    console.log(`contract fuzz: ${JSON.stringify({ ...counts, failures: failures.length })}`);
    if (process.env.FUZZ_RESULTS)
      writeFileSync(process.env.FUZZ_RESULTS, `${JSON.stringify(counts, null, 2)}\n`);
    expect(failures).toEqual([]);
    expect(sent).toBe(routes.length * RUNS * 2);
  }, 600_000);
});
