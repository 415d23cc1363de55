import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { RedisService } from '../../../core/redis/redis.service';

/** A running reply the learner may stop: `signal` aborts when they do. */
export interface StoppableReply {
  readonly signal: AbortSignal;
  /** True once the learner asked to stop (not when the request merely closed). */
  stopped(): boolean;
  /** The reply ended: it can no longer be stopped. */
  end(): Promise<void>;
}

/**
 * Port: stopping a learner's streaming reply, whichever API process is running it. A reply is known
 * by its asker and the `streamId` its request carried; nobody can stop another learner's reply.
 */
export abstract class ReplyStops {
  abstract watch(userId: string, streamId: string): Promise<StoppableReply>;
  /** Asks the process running the reply to stop it; false when no such reply is running. */
  abstract stop(userId: string, streamId: string): Promise<boolean>;
}

/** How long a running reply stays stoppable at most (a reply is far shorter). */
const RUNNING_TTL_SECONDS = 600;

/** ReplyStops over Redis: a key per running reply, and a pub/sub channel that carries each stop to every process. */
@Injectable()
export class RedisReplyStops extends ReplyStops implements OnApplicationShutdown {
  private readonly logger = new Logger(ReplyStops.name);
  private readonly running = new Map<string, AbortController>();
  private readonly origin = randomUUID();
  private readonly channel: string;
  private subscriber?: Redis;

  constructor(private readonly redis: RedisService) {
    super();
    this.channel = redis.key('chat-reply-stop');
  }

  async watch(userId: string, streamId: string): Promise<StoppableReply> {
    this.listen();
    const name = nameOf(userId, streamId);
    const controller = new AbortController();
    this.running.set(name, controller);
    await this.redis.client.set(this.redis.key(name), this.origin, 'EX', RUNNING_TTL_SECONDS);
    return {
      signal: controller.signal,
      stopped: () => controller.signal.aborted,
      end: async () => {
        if (this.running.get(name) === controller) this.running.delete(name);
        await this.redis.client.del(this.redis.key(name)).catch(() => 0);
      },
    };
  }

  async stop(userId: string, streamId: string): Promise<boolean> {
    const name = nameOf(userId, streamId);
    if (this.abortHere(name)) return true;
    const running = await this.redis.client.exists(this.redis.key(name));
    if (!running) return false;
    await this.redis.client.publish(this.channel, name);
    return true;
  }

  private abortHere(name: string): boolean {
    const controller = this.running.get(name);
    if (!controller) return false;
    controller.abort();
    return true;
  }

  private listen(): void {
    if (this.subscriber) return;
    const subscriber = this.redis.client.duplicate();
    this.subscriber = subscriber;
    subscriber.on('error', () => undefined); // ioredis reconnects and resubscribes by itself
    subscriber.on('message', (_channel: string, name: string) => void this.abortHere(name));
    subscriber.subscribe(this.channel).catch((error: Error) => {
      this.logger.warn(`stops from other processes will not arrive: ${error.message}`);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }
}

const nameOf = (userId: string, streamId: string) => `chat-reply:${userId}:${streamId}`;
