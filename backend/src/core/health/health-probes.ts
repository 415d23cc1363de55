import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { RedisService } from '../redis/redis.service';

/** Port: one cheap round trip to each service the app needs; rejects (or hangs) when it is down. */
export abstract class HealthProbes {
  abstract database(): Promise<unknown>;
  abstract redis(): Promise<unknown>;
}

@Injectable()
export class LiveHealthProbes extends HealthProbes {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly redisService: RedisService,
  ) {
    super();
  }

  database(): Promise<unknown> {
    return this.dataSource.query('SELECT 1');
  }

  redis(): Promise<unknown> {
    return this.redisService.client.ping();
  }
}
