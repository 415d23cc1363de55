import { StartupError } from '../preflight/startup-error';
import { configSchema, type AppConfig } from './config.schema';

export class ConfigError extends StartupError {}

/** Parses an environment into the typed config; a bad value names the variable. */
export function parseConfig(env: NodeJS.ProcessEnv): AppConfig {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

let cached: AppConfig | undefined;

/** The process-wide config, parsed on first use. Tests may call resetConfig() after changing env. */
export function loadConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}

export function resetConfig(): void {
  cached = undefined;
}
