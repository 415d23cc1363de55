import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { RedisService } from '../redis/redis.service';

/** What a message says is stale: one session, every session of a user, or one user's data. */
export type InvalidationTopic = 'session' | 'user-sessions' | 'user';
export type Handler = (key: string) => void;

interface Message {
  origin: string;
  topic: InvalidationTopic;
  key: string;
}

/**
 * Port: tells every process (API replicas, workers) that something it may hold in memory changed.
 * Handlers run at once in the publishing process and on receipt in the others.
 */
export abstract class InvalidationBus {
  abstract on(topic: InvalidationTopic, handler: Handler): void;
  abstract publish(topic: InvalidationTopic, key: string): void;
}

/**
 * Tells every process (API replicas, workers) that something it may hold in memory changed, over
 * one Redis pub/sub channel. Handlers run at once in the publishing process and on receipt in the
 * others; in-process caches stay short-lived so a lost message only delays, never keeps, a change.
 */
@Injectable()
export class RedisInvalidationBus extends InvalidationBus implements OnApplicationShutdown {
  private readonly logger = new Logger(InvalidationBus.name);
  private readonly origin = randomUUID();
  private readonly handlers = new Map<InvalidationTopic, Handler[]>();
  private readonly channel: string;
  private subscriber?: Redis;

  constructor(private readonly redis: RedisService) {
    super();
    this.channel = redis.key('invalidate');
  }

  on(topic: InvalidationTopic, handler: Handler): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler]);
    this.subscribe();
  }

  publish(topic: InvalidationTopic, key: string): void {
    this.deliver(topic, key);
    const message: Message = { origin: this.origin, topic, key };
    this.redis.client.publish(this.channel, JSON.stringify(message)).catch((error: Error) => {
      this.logger.warn(`could not tell other processes that a ${topic} changed: ${error.message}`);
    });
  }

  private subscribe(): void {
    if (this.subscriber) return;
    const subscriber = this.redis.client.duplicate();
    this.subscriber = subscriber;
    subscriber.on('error', () => undefined); // ioredis reconnects and resubscribes by itself
    subscriber.on('message', (_channel: string, raw: string) => {
      const message = parseMessage(raw);
      if (message && message.origin !== this.origin) this.deliver(message.topic, message.key);
    });
    subscriber.subscribe(this.channel).catch((error: Error) => {
      this.logger.warn(`not listening for cache invalidations: ${error.message}`);
    });
  }

  private deliver(topic: InvalidationTopic, key: string): void {
    for (const handler of this.handlers.get(topic) ?? []) handler(key);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }
}

function parseMessage(raw: string): Message | null {
  try {
    const value = JSON.parse(raw) as Partial<Message>;
    return typeof value.topic === 'string' && typeof value.key === 'string' && value.origin
      ? (value as Message)
      : null;
  } catch {
    return null;
  }
}
