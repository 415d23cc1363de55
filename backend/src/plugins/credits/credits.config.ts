import { z } from 'zod';
import { optionalString, optionalUrl } from '../../core/config/env-values';
import { configSection } from '../../core/config/load-config';

/** The credits plugin's own settings, read from the environment like core's. */
export const creditsConfigSchema = z.object({
  /** Balance of a new account, recorded as its opening ledger row. */
  STARTING_CREDITS: z.coerce.number().int().min(0).default(50),
  /** Without a key, checkout is the built-in TEST MODE page. */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Lets tests point the real stripe client at a local server. */
  STRIPE_API_BASE: optionalUrl,
  /**
   * The built-in test checkout (used when no Stripe key is set) hands out credits for nothing, so
   * with NODE_ENV=production it runs only when this is explicitly 'on'.
   */
  TEST_CHECKOUT: z.enum(['on', 'off']).optional(),
  /** A 100 % coupon code shown on the pricing page (test deployments). */
  CREDIT_COUPON: optionalString,
  /**
   * A paid action's reservation older than this was left by a crashed process (live work captures
   * or releases it well before): reconciliation refunds it. Longer than any AI call may take.
   */
  CHARGE_RESERVATION_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** How often reconciliation runs (and once at every API start). */
  CHARGE_RECONCILE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
});

export type CreditsSettings = z.infer<typeof creditsConfigSchema>;

/** Parsed once; a bad value stops start-up with one line naming the variable. */
export function loadCreditsConfig(): CreditsSettings {
  return configSection(creditsConfigSchema);
}

/** Inject this for the credits plugin's settings (`config.env.STARTING_CREDITS`). */
export class CreditsConfig {
  constructor(readonly env: CreditsSettings = loadCreditsConfig()) {}
}
