// The settings the e2e backend runs with; the operator command (admin:create) gets the same ones.
import { randomBytes } from 'node:crypto';
import {
  E2E_ADMIN_EMAIL,
  E2E_DATABASE_URL,
  E2E_MANIFEST_PATH,
  E2E_PORT,
  E2E_REDIS_URL,
} from './e2e-env.mjs';

const E2E_SESSION_SECRET = randomBytes(36).toString('base64url');

export function backendEnv() {
  return {
    ...process.env,
    NODE_ENV: 'production',
    // Production refuses a weak or missing secret; each e2e run signs its sessions with its own.
    SESSION_SECRET: E2E_SESSION_SECRET,
    PORT: String(E2E_PORT),
    DATABASE_URL: E2E_DATABASE_URL,
    REDIS_URL: E2E_REDIS_URL,
    MFE_MANIFEST_PATH: E2E_MANIFEST_PATH,
    ADMIN_EMAIL: E2E_ADMIN_EMAIL,
    ADMIN_USER_ID: '',
    STARTING_CREDITS: '50',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // Own Redis keys (queues, socket.io, limiter), apart from a dev server on the same Redis.
    REDIS_PREFIX: `agora-e2e-${E2E_PORT}`,
    // Every spec signs up from 127.0.0.1; the per-IP limits would start answering 429 mid-run.
    RATE_LIMIT_PER_MINUTE: '100000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    // Specs seed activity and then read the landing's stats and demos; server caches would hide it.
    PUBLIC_STATS_CACHE_SECONDS: '1',
    DEMO_DATA_CACHE_SECONDS: '1',
    // Production refuses the free test checkout unless it is switched on; the specs buy through it.
    TEST_CHECKOUT: 'on',
    // The app must work without any provider: no keys, whatever the caller's shell exports.
    OPENAI_API_KEY: '',
    ANTHROPIC_API_KEY: '',
    // The offline engine writes a chat reply word by word, slowly enough to be stopped mid-way.
    OFFLINE_STREAM_WORD_MS: '30',
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    OIDC_ISSUER_URL: '',
    OIDC_CLIENT_ID: '',
    OIDC_CLIENT_SECRET: '',
    MFE_FEED_URL: '',
    MFE_CHAT_URL: '',
    MFE_BILLING_URL: '',
    MFE_ADMIN_URL: '',
  };
}
