import 'reflect-metadata';
import { createAppModule } from './app.module';
import { loadConfig } from './core/config/load-config';
import { createHttpApp } from './core/http/create-app';
import { exitOnStartupFailure } from './core/preflight/exit-on-startup-failure';
import { preflight } from './core/preflight/preflight';
import { resolvePluginNames } from './plugins/registry';

async function main(): Promise<void> {
  const env = loadConfig();
  const plugins = resolvePluginNames(env.PLUGINS);
  const appModule = createAppModule({ plugins, role: 'api' });
  await preflight(env);
  const app = await createHttpApp(appModule);
  app.enableShutdownHooks();
  await app.listen(env.PORT);
}

main().catch(exitOnStartupFailure);
