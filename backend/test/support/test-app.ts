import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import Redis from 'ioredis';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { createAppModule } from '../../src/app.module';
import type { PluginName } from '../../src/plugins/registry';
import { resetConfig } from '../../src/core/config/load-config';
import { dropDatabase, ensureDatabase } from '../../src/core/database/ensure-database';
import { createHttpApp } from '../../src/core/http/create-app';

const TEST_SESSION_SECRET = randomBytes(36).toString('base64url');

export interface TestApp {
  app: NestExpressApplication;
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  /** supertest bound to the running server (no cookies kept; use `signUp` or `request.agent(url)`). */
  http: TestAgent;
  dataSource: DataSource;
  /** The fresh database's URL and the Redis key prefix of this app. */
  databaseUrl: string;
  redisPrefix: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Plugins to boot; `auth` is always added (sign-up and sessions). */
  plugins?: PluginName[];
  /** Extra settings (strings, as in the environment). */
  env?: Record<string, string>;
  /** Test-only modules booted beside the plugins (e.g. a controller that throws domain errors). */
  modules?: Type[];
}

/**
 * Boots the real app (same middleware as production) on a fresh PostgreSQL database and its own
 * Redis key prefix, listening on a random port. `close()` drops the database and the Redis keys.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const id = `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/agora');
  base.pathname = `/agora_test_${id}`;
  const databaseUrl = base.toString();
  const redisPrefix = `agora_test_${id}`;
  const savedEnv = { ...process.env };
  Object.assign(process.env, {
    NODE_ENV: 'test',
    // A production-strength secret (so a test that switches NODE_ENV to production still boots),
    // the same for every app of a test file (one app's session cookie is valid in the next).
    SESSION_SECRET: TEST_SESSION_SECRET,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: redisPrefix,
    // Test files sign up many users from one IP; auth tests lower it to test the limit itself.
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    ...options.env,
  });
  resetConfig();
  await ensureDatabase(databaseUrl);

  const plugins = [...new Set<PluginName>(['auth', ...(options.plugins ?? [])])];
  let app: NestExpressApplication | undefined;
  try {
    app = await createHttpApp(
      createAppModule({ plugins, role: 'api', extraModules: options.modules }),
    );
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    await app?.close().catch(() => undefined);
    await dropDatabase(databaseUrl).catch(() => undefined);
    restoreEnv(savedEnv);
    throw error;
  }
  const server = app.getHttpServer();
  const { port } = server.address() as AddressInfo;
  const running = app;
  return {
    app: running,
    url: `http://127.0.0.1:${port}`,
    http: request(server) as unknown as TestAgent,
    dataSource: running.get(DataSource),
    databaseUrl,
    redisPrefix,
    async close() {
      await running.close();
      await dropDatabase(databaseUrl);
      await deleteRedisKeys(savedEnv.REDIS_URL ?? 'redis://127.0.0.1:6379', redisPrefix);
      restoreEnv(savedEnv);
    },
  };
}

export interface SignedUp {
  /** A supertest agent that sends the session cookie with every request. */
  agent: TestAgent;
  user: { id: string; email: string; firstName: string | null; credits: number; isAdmin: boolean };
  /** `agora.sid=…`, for socket.io clients or raw requests. */
  cookie: string;
}

let counter = 0;

/** Registers a new user through the real endpoint and returns an agent signed in as them. */
export async function signUp(
  testApp: TestApp,
  overrides: { email?: string; password?: string; firstName?: string } = {},
): Promise<SignedUp> {
  counter += 1;
  const body = {
    email: overrides.email ?? `user${counter}_${randomBytes(3).toString('hex')}@example.com`,
    password: overrides.password ?? 'correct horse battery',
    firstName: overrides.firstName ?? `Tester${counter}`,
  };
  const agent = request.agent(testApp.app.getHttpServer()) as unknown as TestAgent;
  const res = await agent.post('/api/auth/register').send(body);
  if (res.status !== 201)
    throw new Error(`signUp failed: ${res.status} ${JSON.stringify(res.body)}`);
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = setCookie
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('agora.sid='));
  if (!cookie) throw new Error('signUp: no session cookie was set');
  return { agent, user: res.body, cookie };
}

function restoreEnv(saved: NodeJS.ProcessEnv): void {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
  resetConfig();
}

async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
