import { z } from 'zod';
import { configSection } from '../../core/config/load-config';

/** The landing plugin's own settings, read from the environment like core's. */
export const landingConfigSchema = z.object({
  /** How long the landing's public stats are kept before SQL counts them again (0: not kept). */
  PUBLIC_STATS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How long the landing's demo data (per language) is kept before it is read again (0: not kept). */
  DEMO_DATA_CACHE_SECONDS: z.coerce.number().int().min(0).max(86400).default(600),
});

export type LandingSettings = z.infer<typeof landingConfigSchema>;

/** Parsed once; a bad value stops start-up with one line naming the variable. */
export function loadLandingConfig(): LandingSettings {
  return configSection(landingConfigSchema);
}
