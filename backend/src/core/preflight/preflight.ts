import { Socket } from 'node:net';
import type { AppConfig } from '../config/config.schema';
import { ensureDatabase } from '../database/ensure-database';
import { StartupError } from './startup-error';

export class PreflightError extends StartupError {}

const CONNECT_TIMEOUT_MS = 3000;

/**
 * Before booting: PostgreSQL and Redis must answer (else one line naming the service, its address
 * and how to start it), and the database in DATABASE_URL is created when missing.
 */
export async function preflight(env: AppConfig): Promise<void> {
  const postgres = new URL(env.DATABASE_URL);
  const redis = new URL(env.REDIS_URL);
  await requireReachable(
    'PostgreSQL',
    postgres.hostname,
    Number(postgres.port || 5432),
    'postgres',
    'postgresql',
  );
  await requireReachable(
    'Redis',
    redis.hostname,
    Number(redis.port || 6379),
    'redis',
    'redis-server',
  );
  try {
    await ensureDatabase(env.DATABASE_URL);
  } catch (error) {
    throw new PreflightError(
      `PostgreSQL at ${postgres.host} refused to create or open database "${postgres.pathname.slice(1)}": ${(error as Error).message}`,
    );
  }
}

async function requireReachable(
  service: string,
  host: string,
  port: number,
  composeName: string,
  debianPackage: string,
) {
  if (await canConnect(host, port)) return;
  throw new PreflightError(
    `${service} is not reachable at ${host}:${port}. Start it with \`docker compose up -d ${composeName}\` ` +
      `(or \`sudo apt-get install -y ${debianPackage} && sudo service ${debianPackage} start\`), or point ` +
      `${service === 'Redis' ? 'REDIS_URL' : 'DATABASE_URL'} at a running one.`,
  );
}

function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(CONNECT_TIMEOUT_MS, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host.replace(/^\[|\]$/g, ''), () => done(true));
  });
}
