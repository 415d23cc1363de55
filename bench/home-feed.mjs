// Home feed: figure replies from queue workers in their own processes (the built backend).
//  1. Post-to-first-reply latency: a learner posts (POST /api/home-feed/posts) and waits for the
//     `home-feed` socket announcement of the figures' replies to that post; 50 posts one after
//     another, with the offline engine and with a fake OpenAI-compatible server answering after
//     200 ms (the real openai SDK in the worker talks to it over HTTP).
//  2. Jobs per second with 1 and 2 worker processes: the queue is paused, a backlog of posts is
//     queued, the workers start, and once they are all running the queue is resumed; the rate is
//     the backlog over the time from resume to the last reply set written.
// API with WORKERS=off; PostgreSQL and Redis must run; build first (`pnpm build`).
// Writes bench/results/home-feed.json.
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { io } from 'socket.io-client';
import { recreateDatabase, startBackend } from './lib/backend-process.mjs';
import { backendTypeScript } from './lib/load-backend-ts.mjs';
import { startWorker } from './lib/worker-process.mjs';
import { repoRoot } from './lib/paths.mjs';
import { writeResult } from './lib/write-result.mjs';
import { signUp } from './lib/sign-up.mjs';

const Queue = createRequire(join(repoRoot, 'backend', 'package.json'))('bull');

const PORT = Number(process.env.BENCH_PORT ?? 3227);
const LATENCY_POSTS = Number(process.env.BENCH_POSTS ?? 50);
const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 300);
const LLM_DELAY_MS = 200;
/** The plugin's per-user limit is 10 posts a minute: spread posts over enough learners. */
const POSTS_PER_USER = 10;
const REDIS_PREFIX = 'agora-bench-home-feed';

const load = backendTypeScript();
const { FakeAiServer } = load('test/support/fake-ai-server.ts');
const { openAiCompletion } = load('test/support/fake-openai.ts');

// One documented post, as a provider answers the replies operation.
const REPLY = JSON.stringify({
  posts: [
    {
      author: 'Marie Curie',
      content: 'Radium glows faintly in the dark; we saw it in our shed at night.',
      topic: 'chemistry',
      sources: ['Pierre Curie (1923)'],
      claimKind: 'documented',
    },
  ],
});
const llm = new FakeAiServer(() => ({ ...openAiCompletion(REPLY), delayMs: LLM_DELAY_MS }));
const llmUrl = await llm.start();

const databaseUrl = await recreateDatabase('agora_bench_home_feed');
const common = {
  DATABASE_URL: databaseUrl,
  REDIS_PREFIX,
  PLUGINS: 'auth,home-feed',
  AI_DAILY_BUDGET_USD: '1000',
};
const providers = {
  offline: {},
  'fake-llm-200ms': {
    OPENAI_API_KEY: 'sk-bench',
    OPENAI_BASE_URL: `${llmUrl}/v1`,
    AI_MAX_RETRIES: '0',
  },
};
const api = await startBackend({
  port: PORT,
  databaseUrl,
  env: {
    ...common,
    WORKERS: 'off',
    RATE_LIMIT_PER_MINUTE: '1000000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
  },
});
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();

// The machine is shared: its load says how much of the CPU the run really had.
const results = { loadAverageAtStart: loadavg().map(round), latency: {}, throughput: {} };
try {
  for (const [name, env] of Object.entries(providers)) {
    const worker = await startWorker({ ...common, ...env });
    try {
      results.latency[name] = await latency(name);
    } finally {
      await worker.stop();
    }
    console.log(`post → first reply (${name}):`, results.latency[name]);
  }
  for (const [name, env] of Object.entries(providers)) {
    for (const workers of [1, 2]) {
      const key = `${name}, ${workers} worker${workers > 1 ? 's' : ''}`;
      results.throughput[key] = await throughput(workers, { ...common, ...env });
      console.log(`jobs/s (${key}):`, results.throughput[key]);
    }
  }
} finally {
  await db.end();
  await api.stop();
  await llm.close();
}

const file = await writeResult('home-feed', {
  method:
    'built backend, API with WORKERS=off, workers as separate `node dist/worker.js` processes (4 jobs at a time each); latency = POST sent → socket announcement of that post’s replies, posts one after another; throughput = backlog queued on a paused queue, resumed once every worker runs, backlog / (resume → last reply set written, polled every 50 ms)',
  fakeLlmDelayMs: LLM_DELAY_MS,
  latencyPosts: LATENCY_POSTS,
  backlog: BACKLOG,
  ...results,
  loadAverageAtEnd: loadavg().map(round),
});
console.log(`wrote ${file}`);

async function latency(name) {
  const users = await signUpMany(Math.ceil(LATENCY_POSTS / POSTS_PER_USER), `lat-${name}`);
  const socket = io(api.url, {
    path: '/ws',
    transports: ['websocket'],
    extraHeaders: { cookie: users[0] },
  });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  await socket.emitWithAck('join', { channel: 'home-feed', id: 'all' });
  const waiting = new Map();
  socket.on('message', (event) => {
    const done = waiting.get(event.data?.parentPostId);
    if (done) done(performance.now());
  });
  const samples = [];
  try {
    for (let i = 0; i < LATENCY_POSTS; i++) {
      const cookie = users[Math.floor(i / POSTS_PER_USER)];
      const sent = performance.now();
      let resolveReply;
      const replied = new Promise((resolve) => (resolveReply = resolve));
      const post = await request(cookie, 'POST', '/api/home-feed/posts', {
        content: `How did electricity change daily life? (${name} ${i})`,
        language: 'en',
      });
      waiting.set(post.id, resolveReply);
      const at = await withTimeout(replied, 30_000, `no reply to post ${i} within 30 s`);
      samples.push(at - sent);
      waiting.delete(post.id);
    }
  } finally {
    socket.close();
  }
  return summarise(samples);
}

async function throughput(workerCount, env) {
  await db.query(`TRUNCATE home_feed_posts CASCADE`);
  const queue = new Queue('home-feed', {
    redis: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    prefix: `${REDIS_PREFIX}:bull`,
  });
  await queue.pause();
  try {
    const users = await signUpMany(Math.ceil(BACKLOG / POSTS_PER_USER), `tp-${workerCount}`);
    const posts = Array.from({ length: BACKLOG }, (_, i) => i);
    for (let i = 0; i < posts.length; i += 10)
      await Promise.all(
        posts.slice(i, i + 10).map((n) =>
          request(users[Math.floor(n / POSTS_PER_USER)], 'POST', '/api/home-feed/posts', {
            content: `What did the printing press change? (${n})`,
            language: 'en',
          }),
        ),
      );
    const workers = await Promise.all(Array.from({ length: workerCount }, () => startWorker(env)));
    try {
      const started = performance.now();
      await queue.resume();
      const deadline = Date.now() + 300_000;
      for (;;) {
        const { rows } = await db.query(
          `SELECT count(*)::int AS done FROM home_feed_posts WHERE "repliesWrittenAt" IS NOT NULL`,
        );
        if (rows[0].done >= BACKLOG) break;
        if (Date.now() > deadline) throw new Error(`only ${rows[0].done} of ${BACKLOG} jobs done`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const seconds = (performance.now() - started) / 1000;
      const { rows } = await db.query(
        `SELECT count(*)::int AS replies FROM home_feed_posts WHERE "isAiResponse"`,
      );
      return {
        jobs: BACKLOG,
        seconds: round(seconds),
        jobsPerSecond: round(BACKLOG / seconds),
        repliesWritten: rows[0].replies,
      };
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
  } finally {
    await queue.close();
  }
}

async function signUpMany(count, prefix) {
  const cookies = [];
  for (let i = 0; i < count; i++) {
    const { cookie } = await signUp(api.url, { tag: prefix, firstName: `Learner${i}` });
    cookies.push(cookie);
  }
  return cookies;
}

async function request(cookie, method, path, body) {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

function summarise(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return {
    samples: sorted.length,
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
    minMs: round(sorted[0]),
    maxMs: round(sorted.at(-1)),
  };
}

function round(v) {
  return Math.round(v * 100) / 100;
}

function withTimeout(promise, ms, message) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms))),
  ]).finally(() => clearTimeout(timer));
}
