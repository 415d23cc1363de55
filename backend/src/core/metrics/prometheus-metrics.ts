import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { JobCounts } from 'bull';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppQueues } from '../queue/app-queues';
import { ProcessRole } from '../queue/process-role';
import { type AiCallMetric, OperationalMetrics } from './operational-metrics';

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/**
 * The process's Prometheus metrics (prom-client), one registry per app: HTTP latency by route
 * pattern, queue depth and failures, AI calls and their cost by provider, credits spent.
 */
@Injectable()
export class PrometheusMetrics extends OperationalMetrics implements OnApplicationBootstrap {
  readonly registry = new Registry();

  private readonly httpDuration = new Histogram({
    name: 'agora_http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  private readonly aiCalls = new Counter({
    name: 'agora_ai_calls_total',
    help: 'AI engine calls by provider, feature and outcome',
    labelNames: ['provider', 'feature', 'status'] as const,
    registers: [this.registry],
  });

  private readonly aiCost = new Counter({
    name: 'agora_ai_cost_usd_total',
    help: 'What AI calls cost, in US dollars, by provider and feature',
    labelNames: ['provider', 'feature'] as const,
    registers: [this.registry],
  });

  private readonly aiLatency = new Histogram({
    name: 'agora_ai_call_duration_seconds',
    help: 'AI engine call latency by provider',
    labelNames: ['provider'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [this.registry],
  });

  private readonly creditMovements = new Counter({
    name: 'agora_credits_total',
    help: 'Credits spent by learners, and refunded, by feature',
    labelNames: ['movement', 'feature'] as const,
    registers: [this.registry],
  });

  private readonly jobFailures = new Counter({
    name: 'agora_queue_job_failures_total',
    help: 'Job attempts that failed in this process, by queue and job name',
    labelNames: ['queue', 'job'] as const,
    registers: [this.registry],
  });

  constructor(
    private readonly queues: AppQueues,
    private readonly role: ProcessRole,
  ) {
    super();
    collectDefaultMetrics({ register: this.registry, prefix: 'agora_' });
    const all = () => this.queues.all();
    new Gauge({
      name: 'agora_queue_jobs',
      help: 'Jobs in each queue by state (failed: the kept failures, the last 1,000)',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        await Promise.all(
          all().map(async (queue) => {
            const counts: JobCounts = await queue.getJobCounts();
            for (const state of QUEUE_STATES) this.set({ queue: queue.name, state }, counts[state]);
          }),
        );
      },
    });
  }

  /** Where jobs run, counts their failed attempts. */
  onApplicationBootstrap(): void {
    if (!this.role.runsJobs) return;
    for (const queue of this.queues.all())
      queue.on('failed', (job) => this.jobFailures.inc({ queue: queue.name, job: job.name }));
  }

  httpRequest(method: string, route: string, status: number, seconds: number): void {
    this.httpDuration.observe({ method, route, status: String(status) }, seconds);
  }

  aiCall({ provider, feature, status, costUsd, latencyMs }: AiCallMetric): void {
    this.aiCalls.inc({ provider, feature, status });
    if (costUsd > 0) this.aiCost.inc({ provider, feature }, costUsd);
    this.aiLatency.observe({ provider }, latencyMs / 1000);
  }

  credits(movement: 'spent' | 'refunded', feature: string, amount: number): void {
    if (amount > 0) this.creditMovements.inc({ movement, feature }, amount);
  }

  /** The Prometheus text exposition of every metric. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
