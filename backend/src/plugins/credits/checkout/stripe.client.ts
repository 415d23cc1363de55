import Stripe from 'stripe';
import type { CreditsSettings } from '../credits.config';

/** Host, port and protocol of STRIPE_API_BASE (tests point the real client at a local server). */
export function stripeApiBaseOptions(
  apiBase: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export function createStripeClient(
  env: Pick<CreditsSettings, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>,
): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    ...stripeApiBaseOptions(env.STRIPE_API_BASE),
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
}
