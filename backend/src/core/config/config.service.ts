import type { AppConfig } from './config.schema';
import { loadConfig } from './load-config';

/** Typed, already-validated settings. Inject this; never read process.env elsewhere. */
export class ConfigService {
  /** Core provides one built from `loadConfig()`; tests may build one from `parseConfig({...})`. */
  constructor(readonly env: AppConfig = loadConfig()) {}

  get<K extends keyof AppConfig>(key: K): AppConfig[K] {
    return this.env[key];
  }
}
