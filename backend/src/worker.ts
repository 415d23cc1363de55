import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { createAppModule } from './app.module';
import { loadConfig } from './core/config/load-config';
import { WorkerOpsServer } from './core/metrics/worker-ops-server';
import { exitOnStartupFailure } from './core/preflight/exit-on-startup-failure';
import { preflight } from './core/preflight/preflight';
import { resolvePluginNames } from './plugins/registry';

/** Runs the same plugins with their job handlers and no HTTP listener. */
async function main(): Promise<void> {
  const env = loadConfig();
  const plugins = resolvePluginNames(env.PLUGINS);
  const appModule = createAppModule({ plugins, role: 'worker' });
  await preflight(env);
  const app = await NestFactory.createApplicationContext(appModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await app.init();
  if (env.WORKER_OPS_PORT) await app.get(WorkerOpsServer).listen(env.WORKER_OPS_PORT);
  app.get(Logger).log(`worker running plugins: ${plugins.join(', ')}`);
}

main().catch(exitOnStartupFailure);
