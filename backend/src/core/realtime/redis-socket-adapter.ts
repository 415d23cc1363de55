import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { Server } from 'socket.io';

/** Plugs the Redis adapter into a socket.io server; answers a function closing its connections. */
export function useRedisAdapter(
  server: Server,
  redisUrl: string,
  keyPrefix: string,
): () => Promise<void> {
  const pub = new Redis(redisUrl);
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', () => undefined); // ioredis reconnects by itself
  server.adapter(createAdapter(pub, sub, { key: `${keyPrefix}:socket.io` }));
  return async () => {
    await Promise.all([pub, sub].map((c) => c.quit().catch(() => c.disconnect())));
  };
}
