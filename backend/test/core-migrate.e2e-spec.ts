import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { dropDatabase } from '../src/core/database/ensure-database';
import { ensureBuiltBackend, runBuilt } from './support/built-backend';

/** `pnpm migrate` (dist/migrate.js): the release step that runs migrations once, apart from the API. */
describe('pnpm migrate (e2e)', () => {
  const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  base.pathname = `/agora_migrate_${randomUUID().slice(0, 8)}`;
  const databaseUrl = base.toString();

  beforeAll(() => ensureBuiltBackend(), 180_000);
  afterAll(() => dropDatabase(databaseUrl));

  it('creates the database, applies every migration once, and has nothing to do the second time', async () => {
    const first = await runBuilt('migrate', { DATABASE_URL: databaseUrl }, 60_000);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/migrated: .*CreateUsersAndSessions/);

    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM migrations`,
      );
      expect(rows[0]?.n).toBeGreaterThan(10);
    } finally {
      await client.end();
    }

    const second = await runBuilt('migrate', { DATABASE_URL: databaseUrl }, 60_000);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('migrated: nothing to do, the schema is up to date');
  }, 120_000);
});
