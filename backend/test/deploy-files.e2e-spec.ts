import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * `docker compose config` without Docker: the compose file parsed with a YAML library (anchors and
 * merge keys resolved) and checked for what the deployment relies on; the Dockerfile and the
 * engines read as text. (No Docker daemon on the test machines: the image itself is not built here.)
 */
const root = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

interface Service {
  build?: string;
  image?: string;
  command?: string[];
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string | number>;
  restart?: string;
  healthcheck?: { test?: string[]; disable?: boolean };
}

const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const { services } = compose;
const APP_SERVICES = ['migrate', 'app', 'worker'];

describe('docker-compose.yml', () => {
  it('has the database, Redis, the one-shot migrations, the API and a worker', () => {
    expect(Object.keys(services).sort()).toEqual(['app', 'migrate', 'postgres', 'redis', 'worker']);
    for (const name of APP_SERVICES) expect(services[name]?.build).toBe('.');
  });

  it('only depends on services it declares, with conditions those services can meet', () => {
    for (const [name, service] of Object.entries(services))
      for (const [target, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect([name, target, services[target] !== undefined]).toEqual([name, target, true]);
        if (condition === 'service_healthy')
          expect(services[target]?.healthcheck?.test).toBeDefined();
        else expect(condition).toBe('service_completed_successfully');
      }
    expect(services.app?.depends_on?.migrate?.condition).toBe('service_completed_successfully');
    expect(services.worker?.depends_on?.migrate?.condition).toBe('service_completed_successfully');
  });

  it('restarts the long-running services, never the migrations; runs migrations once', () => {
    expect(services.app?.restart).toBe('unless-stopped');
    expect(services.worker?.restart).toBe('unless-stopped');
    expect(services.migrate?.restart).toBe('no');
    expect(services.migrate?.command).toEqual(['node', 'backend/dist/migrate.js']);
    for (const name of APP_SERVICES)
      expect([name, services[name]?.environment?.MIGRATE_ON_START]).toEqual([name, 'false']);
    expect(services.app?.environment?.WORKERS).toBe('off');
  });

  it('passes the production settings to every app service (merge keys resolved)', () => {
    for (const name of APP_SERVICES)
      for (const key of ['DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET', 'METRICS_TOKEN'])
        expect([name, key, services[name]?.environment?.[key] !== undefined]).toEqual([
          name,
          key,
          true,
        ]);
  });

  it('checks the API with readiness and the worker with its own liveness port', () => {
    expect(services.app?.healthcheck?.test?.join(' ')).toContain('/api/health/ready');
    const port = services.worker?.environment?.WORKER_OPS_PORT;
    expect(services.worker?.healthcheck?.test?.join(' ')).toContain(`:${port}/health/live`);
    expect(services.migrate?.healthcheck?.disable).toBe(true);
  });

  it('declares every named volume it mounts', () => {
    for (const service of Object.values(services))
      for (const mount of (service as { volumes?: string[] }).volumes ?? [])
        expect(Object.keys(compose.volumes)).toContain(mount.split(':')[0]);
  });
});

describe('Dockerfile and engines', () => {
  const dockerfile = read('Dockerfile');

  it('builds in a build stage and runs, as a non-root user, on Node 24 with production dependencies only', () => {
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(bases).toEqual(['node:24-bookworm-slim', 'node:24-bookworm-slim']);
    expect(dockerfile).toMatch(/deploy --prod/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toContain('/api/health/ready');
  });

  it('names the Node versions the code supports, the image’s among them', () => {
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines
      .node;
    expect(engines).toBe('^20.19.0 || ^22.12.0 || >=24.0.0');
  });
});
