import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { ConfigService } from '../config/config.service';

export type RedisScript = (...keysThenArgs: (string | number)[]) => Promise<unknown>;

/** One shared Redis connection for small things (health, counters); keys go through `key()`. */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  readonly client: Redis;
  private readonly scripts = new Map<string, string>();

  constructor(private readonly config: ConfigService) {
    this.client = new Redis(config.env.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false });
    this.client.on('error', () => undefined); // reported by health; ioredis reconnects by itself
  }

  /** Prefixed key, so several apps (or test files) can share one Redis. */
  key(...parts: string[]): string {
    return [this.config.env.REDIS_PREFIX, ...parts].join(':');
  }

  /**
   * A Lua script as a function of its keys then its arguments. The first call sends it; later calls
   * name it by its SHA (`EVALSHA`, and the whole script again when Redis has lost it), so a hot path
   * does not send and hash the script on every call. `name` must be unique on this client.
   */
  script(name: string, lua: string, numberOfKeys: number): RedisScript {
    const defined = this.scripts.get(name);
    if (defined === undefined) {
      if (name in this.client)
        throw new Error(`Redis script name "${name}" is taken by the client`);
      this.client.defineCommand(name, { lua, numberOfKeys });
      this.scripts.set(name, lua);
    } else if (defined !== lua) {
      throw new Error(`Redis script name "${name}" is taken by another script`);
    }
    const command = (this.client as unknown as Record<string, RedisScript>)[name] as RedisScript;
    return command.bind(this.client);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
