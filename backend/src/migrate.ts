import 'reflect-metadata';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { loadConfig } from './core/config/load-config';
import { databaseOptions } from './core/database/database-options';
import { exitOnStartupFailure } from './core/preflight/exit-on-startup-failure';
import { preflight } from './core/preflight/preflight';

/**
 * `pnpm migrate`: runs the pending migrations once and exits — the release step of a deployment
 * whose API and workers start with `MIGRATE_ON_START=false` (so replicas never race to migrate).
 */
async function main(): Promise<void> {
  const env = loadConfig();
  await preflight(env);
  const options = { ...databaseOptions(env), migrationsRun: false } as DataSourceOptions;
  const dataSource = await new DataSource(options).initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    console.log(
      applied.length
        ? `migrated: ${applied.map((m) => m.name).join(', ')}`
        : 'migrated: nothing to do, the schema is up to date',
    );
  } finally {
    await dataSource.destroy();
  }
}

main().catch(exitOnStartupFailure);
