// The offline teacher's cost (issue 15): the extra memory of the sentence model (RSS before and after
// loading it with the knowledge vectors), the engine's own time for an Ask feed (question analysis +
// 15 posts, in process), and POST /api/generate-question-posts answered offline by the built backend
// (p50/p99, one visitor after another, each question analysed first as the app does). Writes
// bench/results/teacher-offline.json. Needs `pnpm build`, PostgreSQL and Redis.
import { loadavg } from 'node:os';
import { recreateDatabase, startBackend } from './lib/backend-process.mjs';
import { backendTypeScript } from './lib/load-backend-ts.mjs';
import { writeResult } from './lib/write-result.mjs';

const port = Number(process.env.BENCH_PORT ?? 3236);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const mb = (bytes) => Math.round((bytes / 2 ** 20) * 10) / 10;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) /
    10
  );
};
const stats = (values) => ({
  samples: values.length,
  p50: percentile(values, 50),
  p99: percentile(values, 99),
  max: percentile(values, 100),
});

const load = backendTypeScript();
const { QUESTIONS } = load('eval/teacher/questions.ts');
// Each question asked in a few wordings, so most queries are new to the model's cache.
const wordings = ['%', 'Can you explain: %', 'I keep wondering — %', 'Quick question. %'];
const asked = wordings
  .slice(0, rounds + 1)
  .flatMap((w) => QUESTIONS.map((q) => w.replace('%', q.question)));

// 1. Memory: the process with the engine's code loaded, then with the model and vectors loaded.
const { knowledgeBase } = load('src/ai/knowledge/index.ts');
const { OfflineEngine } = load('src/ai/offline/offline-engine.ts');
global.gc?.();
const before = process.memoryUsage();
const loadStarted = performance.now();
await knowledgeBase.ready();
await knowledgeBase.prepare('warm the sentence model');
const loadMs = Math.round(performance.now() - loadStarted);
global.gc?.();
const after = process.memoryUsage();
const memory = {
  rssBeforeMb: mb(before.rss),
  rssAfterMb: mb(after.rss),
  extraRssMb: mb(after.rss - before.rss),
  extraHeapMb: mb(after.heapUsed - before.heapUsed),
  modelAndVectorsLoadMs: loadMs,
  entries: knowledgeBase.facts.length,
};
console.log(
  `model + vectors: +${memory.extraRssMb} MB RSS (${memory.rssBeforeMb} → ${memory.rssAfterMb} MB), loaded in ${loadMs} ms`,
);

// 2. The engine in process: what AiService runs for an Ask feed offline. Wall time on a shared
// machine waits for other people's work; the process's CPU time does not, so both are kept (CPU time
// is what the work costs on a machine of its own).
const engine = new OfflineEngine();
const timed = async (wall, cpu, work) => {
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const value = await work();
  wall.push(performance.now() - started);
  const used = process.cpuUsage(cpuStart);
  cpu.push((used.user + used.system) / 1000);
  return value;
};
const [query, queryCpu, analyse, analyseCpu, ask, askCpu] = [[], [], [], [], [], []];
for (const question of asked) {
  await timed(query, queryCpu, () => knowledgeBase.prepare(`${question} (timing)`));
  const analysis = await timed(analyse, analyseCpu, () => engine.analyzeQuestion(question));
  await timed(ask, askCpu, () =>
    engine.posts({ question, context: analysis.context, topics: analysis.topics, count: 15 }),
  );
}
const inProcess = {
  sentenceQueryMs: stats(query),
  sentenceQueryCpuMs: stats(queryCpu),
  analyseQuestionMs: stats(analyse),
  analyseQuestionCpuMs: stats(analyseCpu),
  questionPostsMs: stats(ask),
  questionPostsCpuMs: stats(askCpu),
};
console.log(
  `in process (wall / CPU): query embedding p99 ${inProcess.sentenceQueryMs.p99} / ${inProcess.sentenceQueryCpuMs.p99} ms, analysis p99 ${inProcess.analyseQuestionMs.p99} / ${inProcess.analyseQuestionCpuMs.p99} ms, 15 posts p99 ${inProcess.questionPostsMs.p99} / ${inProcess.questionPostsCpuMs.p99} ms`,
);

// 3. The HTTP route on the built backend, as a visitor (offline engine).
const databaseUrl = await recreateDatabase('agora_bench_teacher');
const backend = await startBackend({
  port,
  databaseUrl,
  env: { RATE_LIMIT_PER_MINUTE: '100000000' },
});
let http;
try {
  let cookie = '';
  const call = async (path, body) => {
    const res = await fetch(`${backend.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length) cookie = set.join('; ');
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const base = { language: 'en', useAPI: 'openai', claudeModel: 'haiku' };
  // Warm-up: connections, JIT, the model in the server process.
  for (const question of asked.slice(0, 5)) {
    const analysis = await call('/api/analyze-question', { ...base, question });
    await call('/api/generate-question-posts', {
      ...base,
      originalQuestion: question,
      ...analysis,
    });
  }
  const route = [];
  let posts = 0;
  for (const question of asked) {
    const analysis = await call('/api/analyze-question', { ...base, question });
    const started = performance.now();
    const answer = await call('/api/generate-question-posts', {
      ...base,
      originalQuestion: question,
      context: analysis.context,
      topics: analysis.topics,
    });
    route.push(performance.now() - started);
    posts += answer.posts.length;
  }
  http = {
    generateQuestionPostsMs: stats(route),
    postsPerAnswer: Math.round((posts / asked.length) * 10) / 10,
  };
  console.log(
    `POST /api/generate-question-posts (offline, visitor): p50 ${http.generateQuestionPostsMs.p50} ms, p99 ${http.generateQuestionPostsMs.p99} ms`,
  );
} finally {
  await backend.stop();
}

const file = await writeResult('teacher-offline', {
  loadAverage: loadavg().map((l) => Math.round(l * 10) / 10),
  note: 'one process; the machine is shared, so compare rows of one run. Target: generate-question-posts offline p99 ≤ 50 ms, a query ≤ 30 ms',
  questions: asked.length,
  memory,
  inProcess,
  http,
});
console.log(`wrote ${file}`);
