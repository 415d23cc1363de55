// AI layer numbers, measured on the current sources (no build needed; PostgreSQL must run):
//  1. Time to first streamed token that AiService adds on top of the provider: a local fake
//     OpenAI server answers a streamed chat after a fixed delay; the real openai SDK called directly
//     is the baseline, AiService.streamChat (provider routing, daily-budget query in PostgreSQL,
//     prompt building) is measured against the same server. Accounting runs after the stream.
//  2. Offline engine throughput on one core: posts per second (15-post explore batches over the 20
//     categories) and chat replies per second.
// Writes bench/results/ai.json.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { recreateDatabase } from './lib/backend-process.mjs';
import { backendTypeScript } from './lib/load-backend-ts.mjs';
import { writeResult } from './lib/write-result.mjs';

const PROVIDER_DELAY_MS = Number(process.env.BENCH_PROVIDER_DELAY_MS ?? 25);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const WARMUP = 30;
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

// Backend TypeScript (the AI layer, the fake provider servers) is loaded straight from backend/.
const load = backendTypeScript();
const { FakeAiServer } = load('test/support/fake-ai-server.ts');
const { openAiStream } = load('test/support/fake-openai.ts');
const { OfflineEngine } = load('src/ai/offline/offline-engine.ts');
const { personaCatalogue } = load('src/ai/catalogue/persona-catalogue.ts');

const tokens = ['Observe', ' the', ' flight', ' of', ' birds', '.'];
// Every request (baseline and ours) gets the same fixed provider delay before its first token.
const fake = new FakeAiServer(() => ({ ...openAiStream(tokens), delayMs: PROVIDER_DELAY_MS }));
const providerUrl = await fake.start();

const databaseUrl = await recreateDatabase('agora_bench_ai');
Object.assign(process.env, {
  NODE_ENV: 'production',
  SESSION_SECRET: randomBytes(36).toString('base64url'),
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  WORKERS: 'off',
  OPENAI_API_KEY: 'sk-bench',
  OPENAI_BASE_URL: `${providerUrl}/v1`,
  AI_DEFAULT_PROVIDER: 'openai',
  AI_DAILY_BUDGET_USD: '1000000',
});

const { NestFactory } = load('node_modules/@nestjs/core');
const { createAppModule } = load('src/app.module.ts');
const { AiService } = load('src/ai/ai.service.ts');
const { ProviderRouter } = load('src/ai/providers/provider-router.ts');
const OpenAI = load('node_modules/openai').default;

const app = await NestFactory.createApplicationContext(
  createAppModule({ plugins: [], role: 'worker' }),
  { logger: ['error'] },
);
const ai = app.get(AiService);
const [user] = await app
  .get(load('node_modules/typeorm').DataSource)
  .query(`INSERT INTO users (email) VALUES ('bench@example.com') RETURNING id`);
const persona = personaCatalogue.toProfile(personaCatalogue.defaultMentor);
const sdk = new OpenAI({ apiKey: 'sk-bench', baseURL: `${providerUrl}/v1`, maxRetries: 0 });

/** Each run returns [time to first token, time until the provider received the request]. */
const dispatched = (started) => (fake.requests.at(-1)?.receivedAt ?? started) - started;

async function directFirstToken() {
  const started = performance.now();
  const stream = await sdk.chat.completions.create({
    model: 'gpt-4o-mini',
    messages: [{ role: 'user', content: 'How do birds fly?' }],
    stream: true,
  });
  let first;
  for await (const chunk of stream)
    if (first === undefined && chunk.choices[0]?.delta?.content)
      first = performance.now() - started;
  return [first, dispatched(started)];
}

async function serviceFirstToken() {
  const started = performance.now();
  const stream = ai.streamChat(
    { persona, history: [], message: 'How do birds fly?' },
    { userId: user.id, feature: 'chat-message', language: 'en' },
  );
  let first;
  for await (const token of stream)
    if (first === undefined && token) first = performance.now() - started;
  await stream.result;
  return [first, dispatched(started)];
}

function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  const round = (n) => Math.round(n * 100) / 100;
  return {
    p50: round(at(50)),
    p90: round(at(90)),
    p99: round(at(99)),
    max: round(sorted.at(-1)),
    mean: round(sorted.reduce((s, x) => s + x, 0) / sorted.length),
  };
}

async function sample(fn, n) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(await fn());
  return out;
}

try {
  await sample(directFirstToken, WARMUP);
  await sample(serviceFirstToken, WARMUP);
  // Interleave the two so drift on a shared machine hits both alike.
  const direct = [];
  const service = [];
  for (let i = 0; i < SAMPLES; i++) {
    direct.push(await directFirstToken());
    service.push(await serviceFirstToken());
  }
  const d = percentiles(direct.map(([ttft]) => ttft));
  const s = percentiles(service.map(([ttft]) => ttft));
  const added = {
    p50: +(s.p50 - d.p50).toFixed(2),
    p90: +(s.p90 - d.p90).toFixed(2),
    p99: +(s.p99 - d.p99).toFixed(2),
  };
  // The part of the path that is ours alone: from the call until the provider sees the request.
  const dispatchDirect = percentiles(direct.map(([, sent]) => sent));
  const dispatchService = percentiles(service.map(([, sent]) => sent));
  const pairedAdded = percentiles(service.map(([ttft], i) => ttft - direct[i][0]));

  // Our own cost alone: the same AiService path (routing, budget check, prompt, stream bridge)
  // against a provider client that answers instantly, so no network or SDK time is in the number.
  const router = app.get(ProviderRouter);
  const realClient = router.serverClients.get('openai');
  router.serverClients.set('openai', {
    provider: 'openai',
    model: 'gpt-4o-mini',
    selfHosted: false,
    complete: () => Promise.reject(new Error('not used')),
    async *stream() {
      for (const token of tokens) yield token;
      return { tokensIn: 10, tokensOut: tokens.length };
    },
  });
  await sample(serviceFirstToken, WARMUP);
  const instant = percentiles((await sample(serviceFirstToken, SAMPLES)).map(([ttft]) => ttft));
  router.serverClients.set('openai', realClient);

  const engine = new OfflineEngine();
  const categories = personaCatalogue.categories;
  let posts = 0;
  let batches = 0;
  let started = performance.now();
  while (performance.now() - started < THROUGHPUT_SECONDS * 1000) {
    posts += engine.posts({ topics: [categories[batches % categories.length]], count: 15 }).length;
    batches++;
  }
  const postsPerSecond = Math.round(posts / ((performance.now() - started) / 1000));

  const questions = [
    'How does electricity work?',
    'Why did Rome fall?',
    'What is DNA?',
    'How do computers think?',
    'I am confused about gravity',
  ];
  let replies = 0;
  started = performance.now();
  while (performance.now() - started < THROUGHPUT_SECONDS * 1000) {
    const figure = personaCatalogue.mentors[replies % personaCatalogue.mentors.length];
    await engine.chatReply({
      persona: personaCatalogue.toProfile(figure),
      history: [],
      message: questions[replies % questions.length],
      emotion: replies % 2 ? 'confused' : undefined,
    });
    replies++;
  }
  const chatRepliesPerSecond = Math.round(replies / ((performance.now() - started) / 1000));

  const file = await writeResult('ai', {
    timeToFirstToken: {
      providerDelayMs: PROVIDER_DELAY_MS,
      samples: SAMPLES,
      directSdkMs: d,
      aiServiceMs: s,
      addedByAiServiceMs: added,
      requestDispatchMs: { directSdk: dispatchDirect, aiService: dispatchService },
      pairedDifferenceMs: pairedAdded,
      aiServiceWithInstantProviderMs: instant,
      targetAddedP99Ms: 10,
      note: 'AiService.streamChat vs the openai SDK alone against the same local fake provider (interleaved runs). addedByAiServiceMs = percentile differences; requestDispatchMs = call until the provider received the request (routing, budget check, prompt building happen here); pairedDifferenceMs = per-run difference, which also carries the noise of both runs; aiServiceWithInstantProviderMs = the same AiService path against a client that answers at once: our own added time with no network or SDK noise.',
    },
    offlineEngine: {
      postsPerSecond,
      postBatchSize: 15,
      chatRepliesPerSecond,
      seconds: THROUGHPUT_SECONDS,
      singleThread: true,
    },
  });
  console.log(
    `TTFT direct p50 ${d.p50} p99 ${d.p99} ms; via AiService p50 ${s.p50} p99 ${s.p99} ms; added p50 ${added.p50} p99 ${added.p99} ms`,
  );
  console.log(
    `AiService alone (instant provider) time to first token p50 ${instant.p50} p90 ${instant.p90} p99 ${instant.p99} ms`,
  );
  console.log(
    `offline engine: ${postsPerSecond} posts/s, ${chatRepliesPerSecond} chat replies/s → ${file}`,
  );
} finally {
  await app.close();
  await fake.close();
}
