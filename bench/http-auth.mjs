// Requests/s and latency of GET /api/auth/user for a signed-in user (session from PostgreSQL, user
// lookup) against a bare Nest route on the same platform, measured in the same run (rounds
// alternate the targets). The servers run on one core and autocannon on the other(s). Each row also
// has the server's CPU µs per request (from /proc), which says where the gap is on any machine.
// Writes bench/results/http-auth.json. Needs the built backend (pnpm build) and PostgreSQL + Redis.
import { recreateDatabase, startBackend } from './lib/backend-process.mjs';
import { startBareNestApp } from './lib/bare-nest-process.mjs';
import { measure, warmUp } from './lib/load.mjs';
import { pinServersApartFromLoad } from './lib/pin-cores.mjs';
import { withCpuPerRequest } from './lib/process-cpu.mjs';
import { writeResult } from './lib/write-result.mjs';
import { signUp } from './lib/sign-up.mjs';

const port = Number(process.env.BENCH_PORT ?? 3220);
const duration = Number(process.env.BENCH_DURATION ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const databaseUrl = await recreateDatabase('agora_bench');
// The rate limiter would answer 429 within the first second of load; lift it for this process only.
const backend = await startBackend({
  port,
  databaseUrl,
  env: { RATE_LIMIT_PER_MINUTE: '100000000', REDIS_PREFIX: 'agora-bench' },
});
const bare = await startBareNestApp(port + 1);
const pinning = pinServersApartFromLoad([backend.pid, bare.pid]);
console.log(
  pinning.pinned
    ? `servers on core ${pinning.serverCore}, load on ${pinning.loadCores}`
    : `not pinned: ${pinning.reason}`,
);
try {
  const { cookie } = await signUp(backend.url);
  const authHeaders = { cookie };
  const me = await fetch(`${backend.url}/api/auth/user`, { headers: authHeaders });
  if (me.status !== 200)
    throw new Error(`GET /api/auth/user with the session cookie answered ${me.status}`);

  const targets = [
    { title: 'bare Nest route (no middleware, no DB)', url: bare.url, pid: bare.pid },
    ...((await fetch(`${backend.url}/api/health/live`)).ok
      ? [
          {
            title: 'app liveness route (full middleware, no DB)',
            url: `${backend.url}/api/health/live`,
            pid: backend.pid,
          },
        ]
      : []),
    {
      title: 'GET /api/health (full middleware, SELECT 1 + Redis PING)',
      url: `${backend.url}/api/health`,
      pid: backend.pid,
    },
    {
      title: 'GET /api/auth/user signed in (session + user from PostgreSQL)',
      url: `${backend.url}/api/auth/user`,
      headers: authHeaders,
      pid: backend.pid,
    },
  ];

  // Rounds alternate the targets, so a burst of other load on the machine hits all of them alike;
  // each target's row is its median round, and the ratio is the median of the per-round ratios.
  for (const target of targets) await warmUp(target.url, target.headers);
  const rounds = Array.from({ length: targets.length }, () => []);
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, { pid, ...target }] of targets.entries())
      rounds[i].push(
        await withCpuPerRequest(pid, () =>
          measure({ ...target, connections, duration: duration / ROUNDS }),
        ),
      );
  const runs = rounds.map(medianRun);
  for (const run of runs)
    console.log(
      `${run.title}: ${run.requestsPerSecond} req/s, ${run.cpuMicrosPerRequest ?? '?'} µs CPU per request, p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms, non-2xx ${run.non2xx}`,
    );
  const authShareOfBare = median(
    rounds[0].map((bareRun, r) => rounds.at(-1)[r].requestsPerSecond / bareRun.requestsPerSecond),
  );
  console.log(
    `signed-in GET /api/auth/user: ${(100 * authShareOfBare).toFixed(1)}% of the bare route's req/s (target ≥ 40%)`,
  );
  const file = await writeResult('http-auth', {
    note: 'autocannon and the servers share the same machine; compare rows of one run, not across machines',
    pinning,
    rounds: ROUNDS,
    authShareOfBare: Number(authShareOfBare.toFixed(3)),
    runs,
  });
  console.log(`wrote ${file}`);
} finally {
  await bare.stop();
  await backend.stop();
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function medianRun(runs) {
  const byRate = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const cpu = runs.map((run) => run.cpuMicrosPerRequest);
  return {
    ...byRate[Math.floor(byRate.length / 2)],
    cpuMicrosPerRequest: cpu.includes(null) ? null : median(cpu),
    durationSeconds: duration,
    rounds: runs.length,
  };
}
