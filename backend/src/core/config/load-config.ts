import { StartupError } from '../preflight/startup-error';
import type { z } from 'zod';
import { configSchema, type AppConfig } from './config.schema';

export class ConfigError extends StartupError {}

/** Parses an environment with `schema`; a bad value throws one line naming each variable. */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

/** Parses an environment into core's typed config. */
export function parseConfig(env: NodeJS.ProcessEnv): AppConfig {
  return parseEnv(configSchema, env);
}

let cached: AppConfig | undefined;
const sections = new Map<z.ZodType, unknown>();

/** The process-wide config, parsed on first use. Tests may call resetConfig() after changing env. */
export function loadConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}

export function resetConfig(): void {
  cached = undefined;
  sections.clear();
}

/**
 * A plugin's own settings: its zod schema parsed once from the process environment (cached like
 * `loadConfig`, reset with it). Call it at start-up (the registry entry's `config`) so a bad value
 * stops the process with one line naming the variable.
 */
export function configSection<S extends z.ZodType>(schema: S): z.output<S> {
  if (!sections.has(schema)) sections.set(schema, parseEnv(schema, process.env));
  return sections.get(schema) as z.output<S>;
}
