// Like worker.ts: no HTTP; socket.io emits (closing a taken-over account's sockets) travel
// through the Redis adapter to the API instances.
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from './core/config/load-config';
import { CoreModule } from './core/core.module';
import { preflight } from './core/preflight/preflight';
import { AdminAccountService, AdminModule } from './plugins/admin';
import { loadPlugins } from './plugins/registry';

/**
 * `pnpm admin:create --email <ADMIN_EMAIL>`, the password on stdin: creates the site admin's
 * account with its address proven, or resets the password of the existing one and signs it out
 * everywhere (sessions and open sockets). Run it after migrations (the app's start runs them).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  if (!values.email) throw new Error('usage: admin:create --email <address>  (password on stdin)');
  const password = (await readStdin()).replace(/\r?\n$/, '');
  const env = loadConfig();
  await preflight(env);
  // credits (when enabled) records the opening balance of a new account, as sign-up does.
  const withCredits = env.PLUGINS.includes('credits') ? loadPlugins(['credits']) : [];
  // The worker role: no HTTP, no seeders, no job handlers (WORKERS=off).
  @Module({ imports: [CoreModule.forRoot('worker', 'off'), ...withCredits, AdminModule] })
  class AdminCliModule {}
  const app = await NestFactory.createApplicationContext(AdminCliModule, { logger: ['error'] });
  try {
    const result = await app.get(AdminAccountService).createOrReset(values.email, password);
    console.log(
      result.created
        ? `created the admin account ${result.userId}`
        : `reset the password of ${result.userId}; ended ${result.endedSessions} session(s)`,
    );
  } finally {
    await app.close();
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

main().catch((error: Error) => {
  console.error(`admin:create failed: ${error.message}`);
  process.exit(1);
});
