import type { AddressInfo } from 'node:net';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { createAppModule } from '../src/app.module';
import { OperationalMetrics } from '../src/core/metrics/operational-metrics';
import { WorkerOpsServer } from '../src/core/metrics/worker-ops-server';
import { useTestApp } from './support/use-test-app';

const METRICS_TOKEN = 'worker-metrics-token-0123456789abcdef';

describe('a worker’s operator port (WORKER_OPS_PORT)', () => {
  // The API app sets up the database and the env (METRICS_TOKEN) the worker process shares.
  useTestApp({ plugins: ['credits'], env: { METRICS_TOKEN } });
  let worker: INestApplicationContext;
  let base: string;

  beforeAll(async () => {
    worker = await NestFactory.createApplicationContext(
      createAppModule({ plugins: ['auth', 'credits'], role: 'worker' }),
      { logger: false },
    );
    await worker.init();
    const server = await worker.get(WorkerOpsServer).listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => worker?.close());

  it('answers liveness to anyone', async () => {
    const res = await fetch(`${base}/health/live`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('refuses the metrics without the token, and serves the jobs’ metrics with it', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${base}/metrics`, { headers: { Authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    worker.get(OperationalMetrics).aiCall({
      provider: 'openai',
      feature: 'agent-feed',
      status: 'ok',
      costUsd: 0.002,
      latencyMs: 900,
    });
    const res = await fetch(`${base}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('agora_ai_cost_usd_total{provider="openai",feature="agent-feed"} 0.002');
    expect(text).toContain('agora_queue_jobs{queue="credits"');
  });
});
