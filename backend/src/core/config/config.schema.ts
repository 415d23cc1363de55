import { z } from 'zod';
import { flag, optionalString, optionalUrl } from './env-values';

/**
 * Every setting core and the AI layer read. Parsed once at start; nothing else reads process.env.
 * A plugin's own settings live with the plugin (`configSection(schema)`, see `load-config.ts`).
 */
/** Signs development sessions only: production refuses to start with it (or with no secret). */
export const DEVELOPMENT_SESSION_SECRET = 'agora-development-session-secret-change-me';
/** A production secret shorter than this is refused: session cookies are only as safe as it is. */
const PRODUCTION_SECRET_MIN_LENGTH = 32;

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    PUBLIC_URL: optionalUrl,
    DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/agora'),
    REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
    /** Prefix of every Redis key (Bull queues, socket.io adapter, login limiter); tests use their own. */
    REDIS_PREFIX: z
      .string()
      .regex(/^[a-zA-Z0-9_:-]+$/)
      .default('agora'),
    /** Comma-separated plugin names, or "all" (names are checked against `plugins/registry.ts`). */
    PLUGINS: z
      .string()
      .default('all')
      .transform((v): 'all' | string[] =>
        v.trim() === 'all'
          ? 'all'
          : v
              .split(',')
              .map((n) => n.trim())
              .filter(Boolean),
      ),
    /** inline: queue processors run in the API process; off: only `worker` processes run them. */
    WORKERS: z.enum(['inline', 'off']).default('inline'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Run pending migrations when the API or a worker starts (development); off where `pnpm migrate` runs them once. */
    MIGRATE_ON_START: flag.default(true),
    SESSION_SECRET: z
      .string()
      .trim()
      .transform((v) => v || DEVELOPMENT_SESSION_SECRET)
      .pipe(z.string().min(16))
      .default(DEVELOPMENT_SESSION_SECRET),
    TRUST_PROXY: flag.default(false),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /** Sign-in / sign-up requests per IP per minute (stricter than RATE_LIMIT_PER_MINUTE). */
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
    /** Failed sign-ins allowed per email + IP within LOGIN_FAILURE_WINDOW_SECONDS before 429. */
    LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
    LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
    ADMIN_EMAIL: optionalString,
    ADMIN_USER_ID: optionalString,
    OIDC_ISSUER_URL: optionalUrl,
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    /** Where each remote's build is served; default: this server's /mfe/<name>/. */
    MFE_FEED_URL: optionalString,
    MFE_CHAT_URL: optionalString,
    MFE_BILLING_URL: optionalString,
    MFE_ADMIN_URL: optionalString,
    /** Root of the frontends (shell build at <dir>/shell/dist, remotes at <dir>/<name>-mfe/dist); default: the repo's frontends/. */
    FRONTENDS_DIR: optionalString,
    /** Optional JSON file ({ remotes: { feed: url, … } }) re-read on every manifest request, so a remote can be repointed without a restart. */
    MFE_MANIFEST_PATH: optionalString,
    MEDIA_DIR: z.string().default('media'),
    // AI
    AI_DEFAULT_PROVIDER: z.enum(['openai', 'claude']).default('openai'),
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_MODEL: z.string().default('gpt-4.1-mini'),
    OPENAI_TTS_MODEL: z.string().default('gpt-4o-mini-tts'),
    OPENAI_IMAGE_MODEL: z.string().default('gpt-image-1'),
    /** Speech-to-text for voice messages (figures named in a group voice message answer). */
    OPENAI_TRANSCRIBE_MODEL: z.string().default('gpt-4o-mini-transcribe'),
    ANTHROPIC_API_KEY: optionalString,
    ANTHROPIC_BASE_URL: optionalUrl,
    CLAUDE_HAIKU_MODEL: z.string().default('claude-haiku-4-5'),
    CLAUDE_SONNET_MODEL: z.string().default('claude-sonnet-4-5'),
    AI_TIMEOUT_MS: z.coerce.number().int().positive().default(30000),
    AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    AI_DAILY_BUDGET_USD: z.coerce.number().min(0).default(0.5),
    /** Pause between the offline engine's streamed chat words (0: as fast as the reader takes them). */
    OFFLINE_STREAM_WORD_MS: z.coerce.number().int().min(0).max(1000).default(0),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    const secret = env.SESSION_SECRET;
    if (secret === DEVELOPMENT_SESSION_SECRET || secret.length < PRODUCTION_SECRET_MIN_LENGTH)
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: `set a secret of your own (${PRODUCTION_SECRET_MIN_LENGTH}+ random characters) in production, e.g. openssl rand -base64 48`,
      });
  });

export type AppConfig = z.infer<typeof configSchema>;
