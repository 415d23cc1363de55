import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { RedisService } from '../../core/redis/redis.service';

/** Port: failed sign-ins per email + address within a sliding window. No rules here. */
export abstract class LoginAttempts {
  abstract failures(email: string, ip: string): Promise<number>;
  /** Seconds until the failures counted now expire (0 when none are counted). */
  abstract secondsLeft(email: string, ip: string): Promise<number>;
  /** Counts one failure; the count expires `windowSeconds` after the first one. */
  abstract recordFailure(email: string, ip: string, windowSeconds: number): Promise<void>;
  abstract reset(email: string, ip: string): Promise<void>;
}

/** In Redis, shared by every API instance; keys hashed so addresses never sit there in clear text. */
@Injectable()
export class RedisLoginAttempts extends LoginAttempts {
  constructor(private readonly redis: RedisService) {
    super();
  }

  async failures(email: string, ip: string): Promise<number> {
    return Number((await this.redis.client.get(this.key(email, ip))) ?? 0);
  }

  async secondsLeft(email: string, ip: string): Promise<number> {
    return Math.max(0, await this.redis.client.ttl(this.key(email, ip)));
  }

  async recordFailure(email: string, ip: string, windowSeconds: number): Promise<void> {
    const key = this.key(email, ip);
    await this.redis.client.multi().incr(key).expire(key, windowSeconds, 'NX').exec();
  }

  async reset(email: string, ip: string): Promise<void> {
    await this.redis.client.del(this.key(email, ip));
  }

  private key(email: string, ip: string): string {
    const id = createHash('sha256')
      .update(`${email.toLowerCase()}|${ip}`)
      .digest('hex')
      .slice(0, 32);
    return this.redis.key('login-failures', id);
  }
}
