// Fan-out of one shared-chat message to 500 viewers: delivery latency (time from sending until each
// viewer's socket has the message) through Agora (POST /api/shared-chats/:id/messages → PostgreSQL
// insert → socket.io Redis adapter → room) against raw socket.io broadcasts in the same run: one
// server with the in-memory adapter and one with the Redis adapter (what Agora uses to span instances).
// Writes bench/results/socket-fanout.json. Needs the built backend (pnpm build), PostgreSQL and Redis.
//   node socket-fanout.mjs            (BENCH_CLIENTS=500 BENCH_ROUNDS=30 to change the load)
// Internally the same file runs the raw server in a child process: node socket-fanout.mjs --raw-server <port> <memory|redis>
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { recreateDatabase, startBackend } from './lib/backend-process.mjs';
import { repoRoot } from './lib/paths.mjs';
import { writeResult } from './lib/write-result.mjs';
import { signUp } from './lib/sign-up.mjs';

const CHANNEL = 'shared-chat';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

if (process.argv[2] === '--raw-server') {
  await runRawServer(Number(process.argv[3]), process.argv[4]);
} else {
  await main();
}

async function main() {
  const clients = Number(process.env.BENCH_CLIENTS ?? 500);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
  const port = Number(process.env.BENCH_PORT ?? 3240);

  const rows = [];
  for (const adapter of ['memory', 'redis']) {
    const raw = await startRawServer(port + (adapter === 'memory' ? 1 : 2), adapter);
    try {
      rows.push(await measureRaw(raw.url, adapter, clients, rounds));
    } finally {
      await raw.stop();
    }
  }

  const databaseUrl = await recreateDatabase('agora_bench_fanout');
  const backend = await startBackend({
    port,
    databaseUrl,
    env: {
      RATE_LIMIT_PER_MINUTE: '100000000',
      REDIS_PREFIX: 'agora-bench-fanout',
      WORKERS: 'off',
      PLUGINS: 'auth,credits,mentors,chat',
    },
  });
  try {
    rows.push(await measureAgora(backend.url, clients, rounds));
  } finally {
    await backend.stop();
  }

  for (const row of rows) {
    console.log(
      `${row.title}: p50 ${row.latencyMs.p50} ms, p99 ${row.latencyMs.p99} ms, max ${row.latencyMs.max} ms, last viewer per message p50 ${row.lastViewerMs.p50} ms`,
    );
  }
  const file = await writeResult('socket-fanout', {
    note: 'clients, servers, PostgreSQL and Redis share one machine; latency = send → message event on each viewer socket, measured in the bench process',
    clients,
    rounds,
    rows,
  });
  console.log(`wrote ${file}`);
  process.exit(0);
}

/** Agora: a signed-in viewer posts to a shared chat over HTTP; every anonymous viewer socket in the room gets it. */
async function measureAgora(url, clients, rounds) {
  const { cookie: owner } = await signUp(url, { tag: 'fanout-owner', firstName: 'owner' });
  const { cookie: poster } = await signUp(url, { tag: 'fanout-poster', firstName: 'poster' });
  const chat = await api(url, owner, 'POST', '/api/chats', { persona: 'Marie Curie' });
  await api(url, owner, 'POST', `/api/chats/${chat.id}/messages`, {
    role: 'user',
    content: 'What is radium?',
  });
  const { shareId } = await api(url, owner, 'PATCH', `/api/chats/${chat.id}/share`, {
    isPublic: true,
  });

  const viewers = await connectViewers(url, clients, (socket) =>
    socket.emitWithAck('join', { channel: CHANNEL, id: shareId }),
  );
  try {
    return await runRounds(
      `Agora: POST shared-chat message → ${clients} viewers (Redis adapter)`,
      viewers,
      rounds,
      (i) =>
        api(url, poster, 'POST', `/api/shared-chats/${shareId}/messages`, {
          content: `fan-out ${i}`,
        }),
    );
  } finally {
    viewers.forEach((s) => s.close());
  }
}

/** Raw socket.io: one sender socket asks the server to broadcast to the room. */
async function measureRaw(url, adapter, clients, rounds) {
  const viewers = await connectViewers(url, clients, (socket) =>
    socket.emitWithAck('join', { room: 'bench' }),
  );
  const sender = await connectOne(url);
  try {
    return await runRounds(
      `raw socket.io broadcast → ${clients} viewers (${adapter} adapter)`,
      viewers,
      rounds,
      async (i) => {
        sender.emit('broadcast', { room: 'bench', data: { content: `fan-out ${i}` } });
      },
    );
  } finally {
    sender.close();
    viewers.forEach((s) => s.close());
  }
}

/** Sends one message per round, waits until every viewer has it, and collects each viewer's delay. */
async function runRounds(title, viewers, rounds, send) {
  const latencies = [];
  const lastViewer = [];
  const warmUp = 3;
  for (let i = 0; i < rounds + warmUp; i++) {
    const content = `fan-out ${i}`;
    const arrivals = viewers.map(
      (socket) =>
        new Promise((resolve) => {
          const onMessage = (event) => {
            if ((event?.data?.content ?? event?.content) !== content) return;
            socket.off('message', onMessage);
            resolve(performance.now());
          };
          socket.on('message', onMessage);
        }),
    );
    const sentAt = performance.now();
    await send(i);
    const times = await withTimeout(
      Promise.all(arrivals),
      15_000,
      `round ${i}: not every viewer got the message`,
    );
    if (i < warmUp) continue;
    const delays = times.map((t) => t - sentAt);
    latencies.push(...delays);
    lastViewer.push(Math.max(...delays));
  }
  return {
    title,
    deliveries: latencies.length,
    latencyMs: stats(latencies),
    lastViewerMs: stats(lastViewer),
  };
}

async function connectViewers(url, count, join) {
  const sockets = [];
  for (let i = 0; i < count; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, () => connectOne(url)),
    );
    const acks = await Promise.all(batch.map(join));
    const refused = acks.find((ack) => !ack?.ok);
    if (refused) throw new Error(`join refused: ${JSON.stringify(refused)}`);
    sockets.push(...batch);
  }
  return sockets;
}

function connectOne(url) {
  const socket = connect(url, {
    path: '/ws',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  return {
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: round(sorted.at(-1)),
    mean: round(sorted.reduce((s, v) => s + v, 0) / sorted.length),
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

async function api(url, cookie, method, path, body) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Starts this file as the raw socket.io server in its own process (like the backend is), and waits for it. */
async function startRawServer(port, adapter) {
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), '--raw-server', String(port), adapter],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`raw server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

async function runRawServer(port, adapter) {
  const http = createServer();
  const io = new Server(http, { path: '/ws' });
  if (adapter === 'redis') {
    // The backend's own copies, so the comparison uses the same adapter versions as Agora.
    const backendRequire = createRequire(join(repoRoot, 'backend', 'package.json'));
    const { createAdapter } = backendRequire('@socket.io/redis-adapter');
    const Redis = backendRequire('ioredis');
    const pub = new Redis(redisUrl);
    const sub = pub.duplicate();
    io.adapter(createAdapter(pub, sub, { key: 'agora-bench-fanout-raw:socket.io' }));
  }
  io.on('connection', (socket) => {
    socket.on('join', async ({ room }, ack) => {
      await socket.join(room);
      ack?.({ ok: true });
    });
    socket.on('broadcast', ({ room, data }) =>
      io.to(room).emit('message', { type: 'message', channel: room, id: room, data }),
    );
  });
  await new Promise((resolve) => http.listen(port, '127.0.0.1', resolve));
  process.stdout.write('ready\n');
  process.on('SIGTERM', () => process.exit(0));
}
