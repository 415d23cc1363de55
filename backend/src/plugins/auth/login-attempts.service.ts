import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { ConfigService } from '../../core/config/config.service';
import { RedisService } from '../../core/redis/redis.service';

/** Counts failed sign-ins per email + IP in Redis (shared by every API instance); too many → 429. */
@Injectable()
export class LoginAttemptsService {
  constructor(
    private readonly redis: RedisService,
    private readonly config: ConfigService,
  ) {}

  async assertAllowed(email: string, ip: string): Promise<void> {
    const failures = Number((await this.redis.client.get(this.key(email, ip))) ?? 0);
    if (failures >= this.config.env.LOGIN_MAX_FAILURES) {
      throw new HttpException(
        'Too many failed sign-in attempts. Please try again later.',
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const key = this.key(email, ip);
    await this.redis.client
      .multi()
      .incr(key)
      .expire(key, this.config.env.LOGIN_FAILURE_WINDOW_SECONDS, 'NX')
      .exec();
  }

  async reset(email: string, ip: string): Promise<void> {
    await this.redis.client.del(this.key(email, ip));
  }

  private key(email: string, ip: string): string {
    // Hashed so addresses never sit in Redis in clear text.
    const id = createHash('sha256')
      .update(`${email.toLowerCase()}|${ip}`)
      .digest('hex')
      .slice(0, 32);
    return this.redis.key('login-failures', id);
  }
}
