// Crashes during paid AI work: 100 group messages each mention 2 figures (200 paid answers, each a
// queue job charged `group-ai-message`), answered by the BUILT worker from a slow local model
// server. The worker is killed with SIGKILL while answers stream, the API while half the messages
// are still being posted; both are started again, and the run waits for the queue to settle. Then, per paid answer: charged and
// delivered (captured), charged and refunded, or lost (charged with neither, or never run), and
// no answer saved twice. Writes bench/results/chaos.json. Needs `pnpm build`, PostgreSQL + Redis.
import { recreateDatabase, startBackend } from './lib/backend-process.mjs';
import { backendTypeScript } from './lib/load-backend-ts.mjs';
import { startWorker } from './lib/worker-process.mjs';
import { writeResult } from './lib/write-result.mjs';
import pg from 'pg';
import { signUp } from './lib/sign-up.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3243);
const MESSAGES = Number(process.env.CHAOS_MESSAGES ?? 100);
const FIGURES = ['Galileo Galilei', 'Isaac Newton'];
const SETTLE_MS = Number(process.env.CHAOS_SETTLE_MS ?? 240_000);

const load = backendTypeScript();
const { FakeAiServer } = load('test/support/fake-ai-server.ts');
const { openAiStream } = load('test/support/fake-openai.ts');
const model = new FakeAiServer(() =>
  openAiStream(['Things ', 'fall ', 'because ', 'mass ', 'attracts ', 'mass.'], { eventGapMs: 40 }),
);
const modelUrl = await model.start();
const databaseUrl = await recreateDatabase('agora_bench_chaos');
const env = {
  DATABASE_URL: databaseUrl,
  REDIS_PREFIX: `agora-bench-chaos-${Date.now()}`,
  PLUGINS: 'auth,credits,groups',
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  WORKERS: 'off',
  STARTING_CREDITS: '100000',
  // Reservations a crash left open are refunded by reconciliation once older than this window;
  // shortened (default 600 s) so the run can see them refunded, and reconciled every 5 s.
  CHARGE_RESERVATION_SECONDS: '120',
  CHARGE_RECONCILE_SECONDS: '5',
  RATE_LIMIT_PER_MINUTE: '100000000',
  LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
  OPENAI_API_KEY: 'sk-bench-chaos',
  OPENAI_BASE_URL: `${modelUrl}/v1`,
  AI_DEFAULT_PROVIDER: 'openai',
  AI_DAILY_BUDGET_USD: '1000000',
};
const origin = env.PUBLIC_URL;
const db = new pg.Client({ connectionString: databaseUrl });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let api = await startBackend({ port: PORT, databaseUrl, env });
let worker = await startWorker(env);
await db.connect();
try {
  const {
    cookie,
    user: { id: userId },
  } = await signUp(api.url, { tag: 'chaos', firstName: 'Chaos', headers: { origin } });
  const headers = { 'content-type': 'application/json', origin, cookie };
  const groupRes = await fetch(`${api.url}/api/group-chats`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Chaos circle' }),
  });
  if (groupRes.status !== 201)
    throw new Error(`group: ${groupRes.status} ${await groupRes.text()}`);
  const group = await groupRes.json();

  const answered = async () =>
    (
      await db.query(
        `SELECT count(*)::int AS n FROM "group_messages" WHERE "answersId" IS NOT NULL`,
      )
    ).rows[0].n;

  // First half of the messages: the worker is killed once answers stream. Second half: the API is
  // killed once a quarter of those posts were answered, the rest still in flight. Then both restart.
  const post = (i) =>
    fetch(`${api.url}/api/group-chats/${group.id}/messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        content: `Why do things fall? (${i})`,
        language: 'en',
        mentions: FIGURES,
      }),
    })
      .then(async (res) => ({ status: res.status, body: await res.text() }))
      .catch((error) => ({ status: 0, body: String(error) }));
  const jobs = MESSAGES * FIGURES.length;
  const half = Math.floor(MESSAGES / 2);
  const firstWave = Array.from({ length: half }, (_, i) => post(i));
  while ((await answered()) < Math.min(20, jobs / 10)) await sleep(100);
  const answeredAtWorkerCrash = await answered();
  await worker.crash();
  let responded = 0;
  let quarterAnswered;
  const quarter = new Promise((resolve) => (quarterAnswered = resolve));
  const secondWave = Array.from({ length: MESSAGES - half }, (_, i) =>
    post(half + i).then((result) => {
      responded += 1;
      if (responded === Math.ceil((MESSAGES - half) / 4)) quarterAnswered();
      return result;
    }),
  );
  await Promise.race([quarter, Promise.all(secondWave)]);
  const answeredAtApiCrash = await answered();
  await api.crash();
  const postStatuses = (await Promise.all([...firstWave, ...secondWave])).map((p) => p.status);
  api = await startBackend({ port: PORT, databaseUrl, env });
  worker = await startWorker(env);

  // Settle: until every stored mention has all its answers or its charges refunded, or time runs out.
  const started = Date.now();
  let settled = false;
  while (Date.now() - started < SETTLE_MS) {
    const open = await db.query(
      `SELECT count(*)::int AS n FROM "group_messages" m CROSS JOIN unnest($1::text[]) AS f(figure)
        WHERE m."groupId" = $2 AND m."answersId" IS NULL AND m."userId" IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM "group_messages" a WHERE a."answersId" = m.id AND a."characterId" = f.figure)
          AND NOT EXISTS (SELECT 1 FROM "credit_transactions" t WHERE t."userId" = $3
                           AND t."idempotencyKey" = 'refund:group-answer:' || m.id || ':' || f.figure)`,
      [FIGURES, group.id, userId],
    );
    if (open.rows[0].n === 0) {
      settled = true;
      break;
    }
    await sleep(1000);
  }
  await sleep(3000); // a duplicate run would land now

  const rows = (
    await db.query(
      `SELECT m.id, f.figure,
         (SELECT count(*)::int FROM "group_messages" a WHERE a."answersId" = m.id AND a."characterId" = f.figure) AS answers,
         EXISTS (SELECT 1 FROM "credit_transactions" t WHERE t."userId" = $3 AND t.kind = 'spend'
                  AND t."idempotencyKey" = 'group-answer:' || m.id || ':' || f.figure) AS charged,
         EXISTS (SELECT 1 FROM "credit_transactions" t WHERE t."userId" = $3 AND t.kind = 'refund'
                  AND t."idempotencyKey" = 'refund:group-answer:' || m.id || ':' || f.figure) AS refunded
       FROM "group_messages" m CROSS JOIN unnest($1::text[]) AS f(figure)
       WHERE m."groupId" = $2 AND m."answersId" IS NULL AND m."userId" IS NOT NULL`,
      [FIGURES, group.id, userId],
    )
  ).rows;
  const count = (predicate) => rows.filter(predicate).length;
  // Paid at posting time, but the message itself was never stored (the API died in between).
  const orphans = (
    await db.query(
      `SELECT count(*)::int AS n FROM "credit_transactions" t
        WHERE t."userId" = $1 AND t.kind = 'spend' AND t."idempotencyKey" LIKE 'group-answer:%'
          AND NOT EXISTS (SELECT 1 FROM "group_messages" m
                           WHERE t."idempotencyKey" LIKE 'group-answer:' || m.id || ':%')
          AND NOT EXISTS (SELECT 1 FROM "credit_transactions" r
                           WHERE r."userId" = t."userId" AND r."idempotencyKey" = 'refund:' || t."idempotencyKey")`,
      [userId],
    )
  ).rows[0].n;
  const result = {
    messagesPosted: MESSAGES,
    paidJobsRequested: jobs,
    postStatuses: Object.fromEntries(
      [...new Set(postStatuses)].map((s) => [s, postStatuses.filter((x) => x === s).length]),
    ),
    messagesStored: rows.length / FIGURES.length,
    paidJobsStored: rows.length,
    answeredAtWorkerCrash,
    answeredAtApiCrash,
    settled,
    settleSeconds: Math.round((Date.now() - started) / 1000),
    capturedWithResult: count((r) => r.charged && r.answers === 1 && !r.refunded),
    refunded: count((r) => r.charged && r.refunded && r.answers === 0),
    deliveredAndRefunded: count((r) => r.refunded && r.answers > 0),
    deliveredUncharged: count((r) => !r.charged && r.answers > 0),
    chargedAndLost: count((r) => r.charged && !r.refunded && r.answers === 0),
    neverRun: count((r) => !r.charged && r.answers === 0),
    savedTwice: count((r) => r.answers > 1),
    chargedWithoutMessage: orphans,
  };
  result.ok =
    result.settled &&
    result.capturedWithResult + result.refunded === result.paidJobsStored &&
    result.savedTwice === 0 &&
    result.chargedWithoutMessage === 0;
  const file = await writeResult('chaos', result);
  console.log(JSON.stringify(result, null, 2));
  console.log(`→ ${file}`);
  if (!result.ok) process.exitCode = 1;
} finally {
  await db.end();
  await worker.stop().catch(() => undefined);
  await api.stop().catch(() => undefined);
  await model.close();
}
