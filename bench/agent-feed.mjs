// Time to a 5-agent feed: POST /api/agent-feed/generate on the BUILT backend (job through Bull and
// Redis, progress over socket.io, posts stored in PostgreSQL) until it answers {feedId}, with
//  1. the offline engine (knowledge base research), and
//  2. a local OpenAI-compatible server that answers every call after a fixed delay (200 ms by
//     default): 1 panel call, then research and drafts in parallel per agent, then 1 review call.
// Needs `pnpm build`, PostgreSQL and Redis. Writes bench/results/agent-feed.json.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { recreateDatabase, startBackend } from './lib/backend-process.mjs';
import { writeResult } from './lib/write-result.mjs';
import { signUp } from './lib/sign-up.mjs';

const port = Number(process.env.BENCH_PORT ?? 3232);
const LLM_DELAY_MS = Number(process.env.BENCH_LLM_DELAY_MS ?? 200);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 10);
const AGENTS = 5;
const PANEL = ['Nikola Tesla', 'Marie Curie', 'Albert Einstein', 'Isaac Newton', 'Ada Lovelace'];

/** Answers the agent feed's prompts the way a model would, each after LLM_DELAY_MS. */
function fakeModel() {
  let calls = 0;
  const answerFor = (system, user) => {
    if (system.includes('assemble a panel'))
      return { agents: PANEL.map((agentName, i) => ({ agentName, angle: `Angle ${i + 1}` })) };
    if (system.includes('research assistant'))
      return {
        sources: [
          {
            title: 'Experimental Researches in Electricity',
            author: 'Michael Faraday',
            year: 1839,
            note: 'Induction.',
          },
          {
            title: 'A Treatise on Electricity and Magnetism',
            author: 'James Clerk Maxwell',
            year: 1873,
            note: 'Field equations.',
          },
        ],
      };
    if (system.includes('writing one post'))
      return {
        content: `A post on the topic, ${'written with care. '.repeat(20)}`.trim(),
        bulletSummary: ['First point', 'Second point'],
        claimKind: 'documented',
      };
    const { posts } = JSON.parse(user);
    return {
      reviews: posts.flatMap((post) =>
        posts
          .filter((other) => other.author !== post.author)
          .map((other) => ({
            post: post.index,
            reviewer: other.author,
            scores: { accuracy: 0.8, creativity: 0.7, practicality: 0.6 },
            relevance: 0.8,
            reason: 'Well grounded in the cited works.',
          })),
      ),
    };
  };
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    calls += 1;
    const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
    const user = body.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '{}';
    const content = JSON.stringify(answerFor(system, user));
    await new Promise((resolve) => setTimeout(resolve, LLM_DELAY_MS));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-bench',
        object: 'chat.completion',
        created: 1_700_000_000,
        model: 'gpt-4o-mini',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content, refusal: null },
            finish_reason: 'stop',
            logprobs: null,
          },
        ],
        usage: { prompt_tokens: 400, completion_tokens: 200, total_tokens: 600 },
      }),
    );
  });
  return {
    calls: () => calls,
    start: () =>
      new Promise((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function timeGenerations(baseUrl, cookie, useAPI, samples) {
  const times = [];
  for (let i = 0; i < samples + 1; i++) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/agent-feed/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ topic: 'electricity and magnetism', agentCount: AGENTS, useAPI }),
    });
    const body = await res.json();
    const ms = performance.now() - started;
    if (!res.ok || body.postCount !== AGENTS)
      throw new Error(
        `generate (${useAPI}) answered ${res.status} ${JSON.stringify(body).slice(0, 300)}`,
      );
    if (i > 0) times.push(ms); // the first run warms the JIT and the connection pools
  }
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  return {
    samples: times.length,
    p50: at(0.5),
    p90: at(0.9),
    min: Math.round(times[0]),
    max: Math.round(times.at(-1)),
  };
}

const model = fakeModel();
const modelUrl = await model.start();
const databaseUrl = await recreateDatabase('agora_bench_agents');
const backend = await startBackend({
  port,
  databaseUrl,
  env: {
    STARTING_CREDITS: '100000',
    REDIS_PREFIX: `agora-bench-agents-${port}`,
    OPENAI_API_KEY: 'sk-bench',
    OPENAI_BASE_URL: `${modelUrl}/v1`,
    OPENAI_MODEL: 'gpt-4o-mini',
    AI_DAILY_BUDGET_USD: '100000',
    RATE_LIMIT_PER_MINUTE: '100000000',
  },
});
try {
  const { cookie } = await signUp(backend.url, { tag: 'bench-agents' });
  const offline = await timeGenerations(backend.url, cookie, 'offline', SAMPLES);
  console.log(`5-agent feed, offline: p50 ${offline.p50} ms, p90 ${offline.p90} ms`);
  const before = model.calls();
  const llm = await timeGenerations(backend.url, cookie, 'openai', SAMPLES);
  const callsPerFeed = (model.calls() - before) / (SAMPLES + 1);
  console.log(
    `5-agent feed, ${LLM_DELAY_MS} ms fake LLM: p50 ${llm.p50} ms, p90 ${llm.p90} ms (${callsPerFeed} calls per feed)`,
  );
  const file = await writeResult('agent-feed', {
    what: 'Wall time of POST /api/agent-feed/generate for 5 agents (research depth 3, snackable), one at a time, built backend with inline workers',
    offline: { ...offline, unit: 'ms' },
    fakeLlm: {
      ...llm,
      unit: 'ms',
      delayPerCallMs: LLM_DELAY_MS,
      callsPerFeed,
      note: 'panel → research ×5 in parallel → drafts ×5 in parallel → one review call: 4 sequential rounds of model latency',
    },
  });
  console.log(`wrote ${file}`);
} finally {
  await backend.stop();
  await model.close();
}
