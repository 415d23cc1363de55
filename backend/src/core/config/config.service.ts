import { Injectable } from '@nestjs/common';
import type { AppConfig } from './config.schema';
import { loadConfig } from './load-config';

/** Typed, already-validated settings. Inject this; never read process.env elsewhere. */
@Injectable()
export class ConfigService {
  readonly env: AppConfig = loadConfig();

  get<K extends keyof AppConfig>(key: K): AppConfig[K] {
    return this.env[key];
  }
}
