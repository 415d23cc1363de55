// Latency of the admin calls (GET /api/admin/analytics, /users, /transactions, /activity) on a
// generated data set: 100k users, 1M activity events, 1M AI calls, 100k purchases, 500k visits,
// made with SQL generate_series in a bench database, the read model's rollups filled the way a
// backfill would. Each call is timed one request at a time (the admin is one person), after a warm-up.
// Writes bench/results/admin.json. Needs the built backend (pnpm build) and PostgreSQL + Redis.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { recreateDatabase, startBackend } from './lib/backend-process.mjs';
import { repoRoot } from './lib/paths.mjs';
import { writeResult } from './lib/write-result.mjs';

const port = Number(process.env.BENCH_PORT ?? 3220);
const samples = Number(process.env.BENCH_SAMPLES ?? 200);
const USERS = 100_000;
const ROWS = 1_000_000;
const ADMIN_EMAIL = 'bench-admin@example.test';
const ADMIN_PASSWORD = 'bench-admin-password';
const TARGET_P95_MS = 200;

const databaseUrl = await recreateDatabase('agora_bench_admin');
const env = {
  ADMIN_EMAIL,
  // The operator command runs in production mode too, which refuses a weak secret.
  SESSION_SECRET: randomBytes(36).toString('base64url'),
  ADMIN_USER_ID: '',
  REDIS_PREFIX: 'agora-bench-admin',
  RATE_LIMIT_PER_MINUTE: '100000000',
  LOGIN_RATE_LIMIT_PER_MINUTE: '100000000',
};
const backend = await startBackend({ port, databaseUrl, env }); // migrates the empty database
try {
  console.log('generating the data set…');
  const generated = await generate(databaseUrl);
  console.log(`generated in ${generated.seconds} s`);
  await createAdmin(databaseUrl);
  const cookie = await signIn(backend.url);

  const calls = [
    '/api/admin/analytics',
    '/api/admin/users',
    '/api/admin/transactions',
    '/api/admin/activity',
    '/api/admin/activity?limit=30',
  ];
  // A later page too: keyset paging must cost the same as the first page.
  const firstUsers = await get(backend.url, '/api/admin/users?limit=50', cookie);
  calls.push(`/api/admin/users?limit=50&cursor=${firstUsers.body.nextCursor}`);

  const runs = [];
  for (const path of calls) {
    for (let i = 0; i < 20; i += 1) await get(backend.url, path, cookie);
    const times = [];
    for (let i = 0; i < samples; i += 1) {
      const started = performance.now();
      await get(backend.url, path, cookie);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const run = {
      call: `GET ${path.replace(/cursor=[^&]+/, 'cursor=<page 2>')}`,
      samples,
      p50Ms: round(percentile(times, 0.5)),
      p95Ms: round(percentile(times, 0.95)),
      maxMs: round(times.at(-1)),
    };
    run.withinTarget = run.p95Ms <= TARGET_P95_MS;
    console.log(`${run.call}: p50 ${run.p50Ms} ms, p95 ${run.p95Ms} ms`);
    runs.push(run);
  }
  const file = await writeResult('admin', {
    note:
      'sequential requests from one client on the same machine as the server and PostgreSQL; ' +
      'aggregates read the rollups (activity_daily, user_active_days, ai_usage_daily) and indexes',
    dataSet: generated.counts,
    targetP95Ms: TARGET_P95_MS,
    runs,
  });
  console.log(`wrote ${file}`);
} finally {
  await backend.stop();
}

async function generate(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const started = Date.now();
  try {
    // Bulk load without row triggers (as a backfill would), then fill the rollups in one pass each.
    await db.query(`SET session_replication_role = replica`);
    await db.query(`
      INSERT INTO "users" ("id", "email", "firstName", "createdAt", "lastActive")
      SELECT md5('u' || n)::uuid, 'user' || n || '@bench.test', 'User' || n,
             now() - random() * interval '180 days', now() - random() * interval '30 days'
      FROM generate_series(1, ${USERS}) AS n`);
    // The balance is the credits plugin's (credit_balances), one row per user.
    await db.query(`
      INSERT INTO "credit_balances" ("userId", "balance")
      SELECT md5('u' || n)::uuid, (random() * 500)::int FROM generate_series(1, ${USERS}) AS n`);
    await db.query(`
      INSERT INTO "activity_events" ("userId", "type", "action", "details", "createdAt")
      SELECT md5('u' || (1 + (random() * ${USERS - 1})::int))::uuid, t.type, t.action, 'bench',
             now() - random() * interval '90 days'
      FROM generate_series(1, ${ROWS}) AS n
      CROSS JOIN LATERAL (SELECT (ARRAY['chat','voice','question','like','save','signup'])[1 + (n % 6)] AS type,
                                 'Did something' AS action) t`);
    await db.query(`
      INSERT INTO "ai_calls" ("userId", "feature", "operation", "provider", "model", "tokensIn",
                              "tokensOut", "latencyMs", "costUsd", "status", "createdAt")
      SELECT md5('u' || (1 + (random() * ${USERS - 1})::int))::uuid, 'chat-message', 'chat',
             (ARRAY['openai','anthropic','offline'])[1 + (n % 3)], 'bench-model', 500, 200,
             (random() * 3000)::int, CASE WHEN n % 3 = 2 THEN 0 ELSE random() / 100 END, 'ok',
             now() - random() * interval '90 days'
      FROM generate_series(1, ${ROWS}) AS n`);
    await db.query(`
      INSERT INTO "credit_purchases" ("sessionId", "userId", "packId", "credits", "amountCents",
                                      "status", "createdAt")
      SELECT 'cs_bench_' || n, md5('u' || (1 + (random() * ${USERS - 1})::int))::uuid, 'value', 60,
             1299, CASE WHEN n % 10 = 0 THEN 'pending' ELSE 'succeeded' END,
             now() - random() * interval '90 days'
      FROM generate_series(1, ${USERS}) AS n`);
    await db.query(`
      INSERT INTO "user_visits" ("userId", "startedAt", "lastSeenAt")
      SELECT v."userId", v."startedAt", v."startedAt" + random() * interval '40 minutes'
      FROM (SELECT md5('u' || (1 + (random() * ${USERS - 1})::int))::uuid AS "userId",
                   now() - random() * interval '90 days' AS "startedAt"
            FROM generate_series(1, ${ROWS / 2})) v`);
    // The rollups are recomputed from their sources in full (the app's own start already wrote a
    // few rows through the triggers, e.g. the offline pool warm-up's AI calls).
    await db.query(`TRUNCATE "user_active_days", "activity_daily", "ai_usage_daily"`);
    await db.query(`
      INSERT INTO "user_active_days" ("day", "userId")
      SELECT DISTINCT ("startedAt" AT TIME ZONE 'UTC')::date, "userId" FROM "user_visits"`);
    await db.query(`
      INSERT INTO "activity_daily" ("day", "type", "events")
      SELECT ("createdAt" AT TIME ZONE 'UTC')::date, "type", count(*) FROM "activity_events" GROUP BY 1, 2`);
    await db.query(`
      INSERT INTO "ai_usage_daily" ("day", "provider", "calls", "costUsd")
      SELECT ("createdAt" AT TIME ZONE 'UTC')::date, "provider", count(*), sum("costUsd")
      FROM "ai_calls" GROUP BY 1, 2`);
    await db.query(`SET session_replication_role = origin`);
    await db.query(`VACUUM ANALYZE`);
    const { rows } = await db.query(`
      SELECT (SELECT count(*) FROM "users")::int AS "users",
             (SELECT count(*) FROM "activity_events")::int AS "activityEvents",
             (SELECT count(*) FROM "ai_calls")::int AS "aiCalls",
             (SELECT count(*) FROM "credit_purchases")::int AS "purchases",
             (SELECT count(*) FROM "user_visits")::int AS "visits",
             (SELECT count(*) FROM "user_active_days")::int AS "activeDays"`);
    return { counts: rows[0], seconds: Math.round((Date.now() - started) / 100) / 10 };
  } finally {
    await db.end();
  }
}

/** The operator's command, as a deployment makes its admin. */
function createAdmin(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(repoRoot, 'backend', 'dist', 'admin-create.js'), '--email', ADMIN_EMAIL],
      {
        cwd: repoRoot,
        env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: url, ...env },
        stdio: ['pipe', 'inherit', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`admin:create exited ${code}`)),
    );
    child.stdin.end(`${ADMIN_PASSWORD}\n`);
  });
}

async function signIn(baseUrl) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`admin sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function get(baseUrl, path, cookie) {
  const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  const body = await res.json();
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(body)}`);
  return { body };
}

function percentile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function round(ms) {
  return Math.round(ms * 10) / 10;
}
