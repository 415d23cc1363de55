import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Socket } from 'socket.io-client';
import { createAppModule } from '../src/app.module';
import { RealtimeService } from '../src/core/realtime/realtime.service';
import { connectSocket, nextEvent } from './support/socket-client';
import { createTestApp, signUp, type TestApp } from './support/test-app';

describe('worker process (e2e)', () => {
  let api: TestApp;
  let worker: INestApplicationContext;
  let socket: Socket | undefined;

  beforeAll(async () => {
    api = await createTestApp();
    // What worker.ts does: no HTTP listener, same modules, job handlers on.
    worker = await NestFactory.createApplicationContext(
      createAppModule({ plugins: ['auth'], role: 'worker' }),
      { logger: false },
    );
    await worker.init();
  });
  afterAll(async () => {
    socket?.close();
    await worker?.close();
    await api?.close();
  });

  it("reaches a user's sockets on the API instance through the Redis adapter", async () => {
    const { user, cookie } = await signUp(api);
    socket = await connectSocket(api.url, cookie);
    const received = nextEvent<{ streamId: string; token: string }>(socket, 'ai-token');
    const sentAt = performance.now();
    worker
      .get(RealtimeService)
      .emitToUser(user.id, 'ai-token', { streamId: 'from-worker', token: 'Eureka' });
    await expect(received).resolves.toEqual({ streamId: 'from-worker', token: 'Eureka' });
    // Loopback round trip worker → Redis → API → socket; generous bound, typical is a few ms.
    expect(performance.now() - sentAt).toBeLessThan(1000);
  });
});
