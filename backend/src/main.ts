import 'reflect-metadata';
import { createAppModule } from './app.module';
import { loadConfig } from './core/config/load-config';
import { createHttpApp } from './core/http/create-app';
import { exitOnStartupFailure } from './core/preflight/exit-on-startup-failure';
import { preflight } from './core/preflight/preflight';

async function main(): Promise<void> {
  const env = loadConfig();
  const appModule = createAppModule({ plugins: env.PLUGINS, role: 'api' });
  await preflight(env);
  const app = await createHttpApp(appModule);
  app.enableShutdownHooks();
  await app.listen(env.PORT);
}

main().catch(exitOnStartupFailure);
