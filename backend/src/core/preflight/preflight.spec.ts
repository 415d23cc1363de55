import { createServer, type Server } from 'node:net';
import { Client } from 'pg';
import { parseConfig } from '../config/load-config';
import { dropDatabase } from '../database/ensure-database';
import { PreflightError, preflight } from './preflight';

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe(preflight.name, () => {
  it('names PostgreSQL, its address and how to start it when it is unreachable', async () => {
    const port = await closedPort();
    const env = parseConfig({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/agora` });
    await expect(preflight(env)).rejects.toThrow(PreflightError);
    await expect(preflight(env)).rejects.toThrow(
      new RegExp(
        `^PostgreSQL is not reachable at 127\\.0\\.0\\.1:${port}\\. Start it with \`docker compose up -d postgres\``,
      ),
    );
  });

  it('names Redis when only Redis is unreachable', async () => {
    const port = await closedPort();
    const env = parseConfig({ REDIS_URL: `redis://127.0.0.1:${port}` });
    await expect(preflight(env)).rejects.toThrow(`Redis is not reachable at 127.0.0.1:${port}`);
  });

  it('creates the database named in DATABASE_URL when it is missing', async () => {
    const name = `agora_preflight_${Date.now().toString(36)}`;
    const url = `postgres://postgres@127.0.0.1:5432/${name}`;
    try {
      await preflight(parseConfig({ DATABASE_URL: url }));
      const client = new Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ db: string }>('SELECT current_database() AS db');
      await client.end();
      expect(rows[0]?.db).toBe(name);
      // Running it again (next start) is harmless.
      await expect(preflight(parseConfig({ DATABASE_URL: url }))).resolves.toBeUndefined();
    } finally {
      await dropDatabase(url);
    }
  });
});
