import { ADMIN_ACTIVITY_EVENT, ADMIN_CHANNEL, ADMIN_ROOM_ID } from '@agora/contracts';
import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Client } from 'pg';
import { ConfigService } from '../../../core/config/config.service';
import { ProcessRole } from '../../../core/queue/process-role';
import { RedisService } from '../../../core/redis/redis.service';
import { RealtimeService } from '../../../core/realtime/realtime.service';
import { adminActivityView } from '../admin.views';
import { AdminReadModel } from '../analytics/admin-read-model';

/** The channel `admin_record_activity()` notifies (migration CreateAdminReadModel). */
const PG_CHANNEL = 'admin_activity';
const RECONNECT_MS = 2_000;
/** How long an event id is remembered, so that only one API instance pushes it. */
const CLAIM_TTL_SECONDS = 600;

/**
 * Pushes every new activity row (sign-ups, chats, questions, purchases with their amount…) to the
 * admin room as it is committed, whichever process wrote it: PostgreSQL LISTEN on a connection of
 * its own. Every API instance listens; a Redis claim per event lets exactly one of them emit (the
 * socket.io Redis adapter delivers it to the admin's sockets on any instance).
 */
@Injectable()
export class AdminLiveFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AdminLiveFeed.name);
  private client?: Client;
  private stopped = false;
  private reconnectTimer?: NodeJS.Timeout;

  constructor(
    private readonly config: ConfigService,
    private readonly redis: RedisService,
    private readonly realtime: RealtimeService,
    private readonly readModel: AdminReadModel,
    private readonly role: ProcessRole,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.role.servesHttp) return;
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.config.env.DATABASE_URL });
    client.on('notification', (message) => void this.forward(message.payload));
    client.on('error', (error) => this.retry(client, error));
    client.on('end', () => this.retry(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${PG_CHANNEL}`);
      this.client = client;
    } catch (error) {
      this.retry(client, error as Error);
    }
  }

  private retry(client: Client, error?: Error): void {
    if (this.stopped || this.reconnectTimer) return;
    if (error) this.logger.warn(`live activity feed lost its connection: ${error.message}`);
    void client.end().catch(() => undefined);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.connect();
    }, RECONNECT_MS);
  }

  private async forward(payload: string | undefined): Promise<void> {
    try {
      const { id, createdAt } = JSON.parse(payload ?? '{}') as { id?: string; createdAt?: string };
      if (!id || !createdAt) return;
      // The time as well as the id: ids start again at 1 in a recreated database.
      const claimed = await this.redis.client.set(
        this.redis.key('admin-live', id, createdAt),
        '1',
        'EX',
        CLAIM_TTL_SECONDS,
        'NX',
      );
      if (claimed !== 'OK') return;
      const row = await this.readModel.activityById(id);
      if (row)
        this.realtime.emitToRoom(
          ADMIN_CHANNEL,
          ADMIN_ROOM_ID,
          ADMIN_ACTIVITY_EVENT,
          adminActivityView(row),
        );
    } catch (error) {
      this.logger.warn(`could not push an activity event: ${(error as Error).message}`);
    }
  }
}
