import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { RequestHandler } from 'express';
import Redis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';

/**
 * socket.io with the Redis adapter (rooms shared by every API instance) and the HTTP session
 * middleware on the handshake, so `socket.request.session` is the same signed session as HTTP.
 */
export class RealtimeIoAdapter extends IoAdapter {
  private readonly redisClients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly options: { redisUrl: string; keyPrefix: string; session: RequestHandler },
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options);
    const pub = new Redis(this.options.redisUrl);
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', () => undefined);
    this.redisClients.push(pub, sub);
    server.adapter(createAdapter(pub, sub, { key: `${this.options.keyPrefix}:socket.io` }));
    server.engine.use(this.options.session);
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.redisClients.splice(0).map((c) => c.quit().catch(() => c.disconnect())));
  }
}
