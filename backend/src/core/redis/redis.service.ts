import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { ConfigService } from '../config/config.service';

/** One shared Redis connection for small things (health, counters); keys go through `key()`. */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  readonly client: Redis;

  constructor(private readonly config: ConfigService) {
    this.client = new Redis(config.env.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false });
    this.client.on('error', () => undefined); // reported by health; ioredis reconnects by itself
  }

  /** Prefixed key, so several apps (or test files) can share one Redis. */
  key(...parts: string[]): string {
    return [this.config.env.REDIS_PREFIX, ...parts].join(':');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
