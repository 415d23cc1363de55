import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { RequestHandler } from 'express';
import type { Server, ServerOptions } from 'socket.io';
import { useRedisAdapter } from './redis-socket-adapter';

/**
 * socket.io with the Redis adapter (rooms shared by every API instance) and the HTTP session
 * middleware on the handshake, so `socket.request.session` is the same signed session as HTTP.
 */
export class RealtimeIoAdapter extends IoAdapter {
  private readonly closers: (() => Promise<void>)[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly options: { redisUrl: string; keyPrefix: string; session: RequestHandler },
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options);
    this.closers.push(useRedisAdapter(server, this.options.redisUrl, this.options.keyPrefix));
    server.engine.use(this.options.session);
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.closers.splice(0).map((close) => close()));
  }
}
