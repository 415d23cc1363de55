import 'reflect-metadata';
import { createAppModule } from './app.module';
import { ConfigError, loadConfig } from './core/config/load-config';
import { createHttpApp } from './core/http/create-app';
import { PreflightError, preflight } from './core/preflight/preflight';

async function main(): Promise<void> {
  const env = loadConfig();
  await preflight(env);
  const app = await createHttpApp(createAppModule(env.PLUGINS));
  app.enableShutdownHooks();
  await app.listen(env.PORT);
}

main().catch((error: unknown) => {
  // Known start-up problems get one readable line, not a stack trace.
  if (error instanceof ConfigError || error instanceof PreflightError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
