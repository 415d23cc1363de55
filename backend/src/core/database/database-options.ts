import { join } from 'node:path';
import type { TypeOrmModuleOptions } from '@nestjs/typeorm';
import type { AppConfig } from '../config/config.schema';

/**
 * TypeORM settings: hand-written migrations run on start unless `MIGRATE_ON_START=false` (then
 * `pnpm migrate` runs them once per release); the schema is never synchronised.
 */
export function databaseOptions(env: AppConfig): TypeOrmModuleOptions {
  return {
    type: 'postgres',
    url: env.DATABASE_URL,
    autoLoadEntities: true,
    synchronize: false,
    migrations: [join(__dirname, '..', '..', 'migrations', '*.{ts,js}')],
    migrationsRun: env.MIGRATE_ON_START,
    migrationsTransactionMode: 'each',
    logging: ['error', 'migration'],
  };
}
