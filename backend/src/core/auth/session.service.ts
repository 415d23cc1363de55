import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import connectPgSimple from 'connect-pg-simple';
import { createSecretKey } from 'node:crypto';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { InvalidationBus } from '../cache/invalidation-bus';
import { ConfigService } from '../config/config.service';
import { publicUrlIsHttps } from '../http/cookie-security';
import './session-data';
import { cacheSessionReads } from './cached-session-store';
import { throttleSessionTouch } from './throttled-session-touch';

export const SESSION_COOKIE = 'agora.sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;
const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;
/** How long a process may serve a session from memory; logouts reach every process at once. */
const SESSION_CACHE = { ttlMs: 10_000, max: 20_000 };

/**
 * The express-session middleware, stored in PostgreSQL (table `session`, created by a migration).
 * Shared by HTTP and the socket.io server so both read the same signed cookie.
 */
@Injectable()
export class SessionService implements OnApplicationShutdown {
  readonly store: session.Store & { close(): void };
  readonly middleware: RequestHandler;

  constructor(
    config: ConfigService,
    @InjectDataSource() dataSource: DataSource,
    private readonly bus: InvalidationBus,
  ) {
    const PgStore = connectPgSimple(session);
    const pool = (dataSource.driver as unknown as { master: Pool }).master;
    this.store = cacheSessionReads(
      throttleSessionTouch(
        new PgStore({ pool, tableName: 'session', createTableIfMissing: false }),
        SESSION_TOUCH_INTERVAL_MS,
      ),
      bus,
      SESSION_CACHE,
    );
    const { SESSION_SECRET, TRUST_PROXY, PUBLIC_URL } = config.env;
    this.middleware = session({
      name: SESSION_COOKIE,
      // The same key bytes as the string; a key object is not imported again for every cookie
      // verified (cookie-signature accepts one), which is most of the cost of checking it.
      secret: createSecretKey(Buffer.from(SESSION_SECRET, 'utf8')),
      store: this.store,
      resave: false,
      saveUninitialized: false,
      proxy: TRUST_PROXY,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        // Always Secure for an https site (the cookie is then withheld from a plain-http hop);
        // else 'auto' = Secure exactly when the request came over https (as the trusted proxy reports it).
        secure: publicUrlIsHttps(PUBLIC_URL) ? true : TRUST_PROXY ? 'auto' : false,
        maxAge: THIRTY_DAYS_MS,
      },
    }) as RequestHandler;
  }

  /** Every process stops honouring the user's sessions (call after deleting their rows). */
  forgetSessionsOf(userId: string): void {
    this.bus.publish('user-sessions', userId);
  }

  onApplicationShutdown(): void {
    this.store.close();
  }
}
