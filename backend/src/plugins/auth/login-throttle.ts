/** Stricter than the global limit: requests per IP per minute on sign-in and sign-up routes. */
export const LOGIN_THROTTLE = { default: { limit: 20, ttl: 60_000 } };
