// Latency of POST /api/generate-posts answered from a warm explore pool under 50 concurrent
// signed-in clients (each connection its own user, so each gets its own unseen posts), against the
// signed-in GET /api/auth/user and the bare Nest route measured in the same run. As in production
// (docker-compose.yml), the API runs with WORKERS=off and a worker process refills the pool.
// Writes bench/results/feed.json. Needs the built backend (pnpm build) and PostgreSQL + Redis.
import autocannon from 'autocannon';
import { recreateDatabase, startBackend } from './lib/backend-process.mjs';
import { startBareNestApp } from './lib/bare-nest-process.mjs';
import { startWorker } from './lib/worker-process.mjs';
import { measure, summarize, warmUp } from './lib/load.mjs';
import { writeResult } from './lib/write-result.mjs';
import { signUp } from './lib/sign-up.mjs';

const port = Number(process.env.BENCH_PORT ?? 3230);
const clients = Number(process.env.BENCH_CONNECTIONS ?? 50);
// 20 calls of 15 posts per user stays inside the 300-post warm pool, so every answer is unseen posts.
const callsPerClient = Number(process.env.BENCH_CALLS_PER_CLIENT ?? 20);
// The offered load of the latency comparison: 2 reads a second from each of 50 signed-in users.
const fixedRate = Number(process.env.BENCH_FIXED_RATE ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const body = JSON.stringify({
  count: 15,
  language: 'English',
  useAPI: 'openai',
  claudeModel: 'haiku',
});

const databaseUrl = await recreateDatabase('agora_bench_feed');
// Sign-up allows 20 per minute per address; behind TRUST_PROXY each simulated client signs up from its own address.
const env = {
  RATE_LIMIT_PER_MINUTE: '100000000',
  TRUST_PROXY: 'true',
  WORKERS: 'off',
  REDIS_PREFIX: `agora-bench-feed-${Date.now()}`,
};
const backend = await startBackend({ port, databaseUrl, env });
const worker = await startWorker({ ...env, DATABASE_URL: databaseUrl, PORT: String(port + 2) });
const bare = await startBareNestApp(port + 1);
try {
  const url = `${backend.url}/api/generate-posts`;
  const first = await post(url, await signUpReader(backend.url, 'probe'));
  if (first.posts?.length !== 15)
    throw new Error(`generate-posts answered ${JSON.stringify(first).slice(0, 200)}`);

  // JIT and connection pools warm up with users of their own, so measured users start with a full unseen pool.
  const warmers = await Promise.all(
    Array.from({ length: 4 }, (_, i) => signUpReader(backend.url, `warm${i}`)),
  );
  await autocannon({
    url,
    method: 'POST',
    body,
    connections: 4,
    amount: 40,
    setupClient: perClient(warmers),
  });

  const cookies = await Promise.all(
    Array.from({ length: clients }, (_, i) => signUpReader(backend.url, `c${i}`)),
  );
  const result = await autocannon({
    title: 'POST /api/generate-posts (warm pool, 15 unseen posts, signed in)',
    url,
    method: 'POST',
    body,
    connections: clients,
    amount: clients * callsPerClient,
    setupClient: perClient(cookies),
  });
  const feed = summarize(result, { title: result.title, url, connections: clients });
  console.log(
    `${feed.title}: ${feed.requestsPerSecond} req/s, p50 ${feed.latencyMs.p50} ms, p99 ${feed.latencyMs.p99} ms, non-2xx ${feed.non2xx}`,
  );

  const unseen = await post(url, cookies[0]);
  await warmUp(bare.url);
  const floor = await measure({
    title: 'bare Nest route (no middleware, no DB)',
    url: bare.url,
    connections: clients,
    duration: 5,
  });
  // The cost every signed-in route pays (session from PostgreSQL + user), to tell it apart from the feed's own work.
  const session = await measure({
    title: 'GET /api/auth/user signed in (session + user lookup)',
    url: `${backend.url}/api/auth/user`,
    headers: { cookie: cookies[1] },
    connections: clients,
    duration: 5,
  });
  for (const run of [floor, session])
    console.log(
      `${run.title}: ${run.requestsPerSecond} req/s, p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms`,
    );

  // Latency is compared at one offered load below both routes' saturation: at saturation a
  // closed loop of 50 clients measures throughput (p99 ≈ clients ÷ req/s), not how long a read takes.
  // Rounds alternate the two reads, so a burst of other load on the machine hits both alike; the
  // ratio is the median of the rounds' ratios, and each row is the median round's.
  const atRate = async (title, target, users) =>
    summarize(
      await autocannon({
        title,
        ...target,
        connections: clients,
        overallRate: fixedRate,
        amount: clients * callsPerClient,
        setupClient: perClient(users),
      }),
      { title, url: target.url, connections: clients, offeredRequestsPerSecond: fixedRate },
    );
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Fresh readers each round, so every feed read of the round is answered from unseen posts.
    const users = await Promise.all(
      Array.from({ length: clients }, (_, i) => signUpReader(backend.url, `r${round}-${i}`)),
    );
    // The auth read goes first, so the pool refills the feed reads cause fall in the feed's own window.
    const auth = await atRate(
      `GET /api/auth/user at ${fixedRate} req/s`,
      { url: `${backend.url}/api/auth/user` },
      users,
    );
    const feedRound = await atRate(
      `POST /api/generate-posts at ${fixedRate} req/s`,
      { url, method: 'POST', body },
      users,
    );
    console.log(
      `round ${round + 1}: auth p99 ${auth.latencyMs.p99} ms, feed p99 ${feedRound.latencyMs.p99} ms, non-2xx ${auth.non2xx + feedRound.non2xx}`,
    );
    rounds.push({ auth, feed: feedRound, ratio: feedRound.latencyMs.p99 / auth.latencyMs.p99 });
  }
  const byRatio = [...rounds].sort((a, b) => a.ratio - b.ratio);
  const medianRound = byRatio[Math.floor(byRatio.length / 2)];
  const authAtRate = { ...medianRound.auth, rounds: ROUNDS };
  const feedAtRate = { ...medianRound.feed, rounds: ROUNDS };
  const feedP99OverAuthP99 = Number(medianRound.ratio.toFixed(2));
  console.log(
    `feed p99 ÷ signed-in auth p99 at ${fixedRate} req/s, median of ${ROUNDS} rounds: ${feedP99OverAuthP99} (target ≤ 1.5)`,
  );

  const file = await writeResult('feed', {
    note: "autocannon and the servers share the same machine; compare rows of one run, not across machines. The first three rows are saturated closed loops (throughput); the last two are the same offered load, where p99 is a read's latency (the median of the alternating rounds; roundRatios lists each round's feed p99 ÷ auth p99)",
    callsPerClient,
    postsLeftForAUserAfterTheRun: unseen.posts?.length ?? 0,
    feedP99OverAuthP99,
    roundRatios: rounds.map((r) => Number(r.ratio.toFixed(2))),
    runs: [floor, session, feed, authAtRate, feedAtRate],
  });
  console.log(`wrote ${file}`);
} finally {
  await bare.stop();
  await worker.stop();
  await backend.stop();
}

/** Gives each autocannon connection its own signed-in user. */
function perClient(cookieList) {
  let next = 0;
  return (client) => {
    client.setHeaders({
      'content-type': 'application/json',
      cookie: cookieList[next++ % cookieList.length],
    });
  };
}

async function post(url, cookie) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body,
  });
  return res.json();
}

/** A learner from an address of their own, so the per-address sign-up limit never trips. */
async function signUpReader(baseUrl, tag) {
  const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const { cookie } = await signUp(baseUrl, {
    tag: `bench-feed-${tag}`,
    headers: { 'x-forwarded-for': address },
  });
  return cookie;
}
