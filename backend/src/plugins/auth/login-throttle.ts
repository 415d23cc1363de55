import { loadConfig } from '../../core/config/load-config';

/** Stricter than the global limit: sign-in and sign-up requests per IP per minute (read per request). */
export const LOGIN_THROTTLE = {
  default: { limit: () => loadConfig().LOGIN_RATE_LIMIT_PER_MINUTE, ttl: 60_000 },
};
