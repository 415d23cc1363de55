import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { Server } from 'socket.io';

/** Plugs the Redis adapter into a socket.io server; answers a function closing its connections. */
export function useRedisAdapter(
  server: Server,
  redisUrl: string,
  keyPrefix: string,
): () => Promise<void> {
  // The adapter neither awaits nor catches its subscribe and publish calls: with retries per request
  // capped, a Redis outage would surface as unhandled rejections. Uncapped, they wait for Redis.
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', () => undefined); // ioredis reconnects by itself
  server.adapter(createAdapter(pub, sub, { key: `${keyPrefix}:socket.io` }));
  return async () => {
    // `quit` would wait for a Redis that is not there (requests are not capped, see above).
    await Promise.all(
      [pub, sub].map((c) =>
        c.status === 'ready' ? c.quit().catch(() => c.disconnect()) : c.disconnect(),
      ),
    );
  };
}
