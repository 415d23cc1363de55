import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Server } from 'socket.io';
import { ConfigService } from '../config/config.service';
import { ProcessRole } from '../queue/process-role';
import { useRedisAdapter } from './redis-socket-adapter';

/** Decides whether a socket's user (null for visitors) may join room `<channel>:<id>`. */
export type CanJoin = (userId: string | null, id: string) => boolean | Promise<boolean>;

export interface ChannelOptions {
  /**
   * `typing` relayed in this channel's rooms carries `userId: null`, never the typist's id: for rooms
   * anyone may watch (a public shared chat), where a user id would reach strangers.
   */
  anonymousTyping?: boolean;
}

interface Channel {
  canJoin: CanJoin;
  anonymousTyping: boolean;
}

export function roomName(channel: string, id: string): string {
  return `${channel}:${id}`;
}

export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/** Every socket opened with one session cookie (so signing out can close exactly those). */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

/** What plugins use to publish to sockets; rooms exist only for channels a plugin registered. */
@Injectable()
export class RealtimeService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RealtimeService.name);
  private readonly channels = new Map<string, Channel>();
  private server?: Server;
  private closeDetached?: () => Promise<void>;

  constructor(
    private readonly config: ConfigService,
    private readonly role: ProcessRole,
  ) {}

  /**
   * A worker process has no gateway: it gets a socket.io server without HTTP whose emits travel
   * through the Redis adapter to the API instances that hold the sockets.
   */
  onApplicationBootstrap(): void {
    if (this.server || this.role.servesHttp) return;
    const detached = new Server();
    this.closeDetached = useRedisAdapter(
      detached,
      this.config.env.REDIS_URL,
      this.config.env.REDIS_PREFIX,
    );
    this.server = detached;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.closeDetached?.();
  }

  /** Called by the gateway once socket.io is up. */
  attach(server: Server): void {
    this.server = server;
  }

  registerChannel(channel: string, canJoin: CanJoin, options: ChannelOptions = {}): void {
    if (channel === 'user') throw new Error('"user" rooms are joined automatically');
    this.channels.set(channel, { canJoin, anonymousTyping: options.anonymousTyping === true });
  }

  /** Refuses unknown channels; asks the channel's policy otherwise. */
  async mayJoin(userId: string | null, channel: string, id: string): Promise<boolean> {
    const policy = this.channels.get(channel)?.canJoin;
    if (!policy) return false;
    try {
      return (await policy(userId, id)) === true;
    } catch (error) {
      this.logger.warn(`join policy of "${channel}" failed: ${(error as Error).message}`);
      return false;
    }
  }

  /** The user id a `typing` relayed in `channel` names: the typist's, or null where typing is anonymous. */
  typistShownIn(channel: string, typistId: string | null): string | null {
    return this.channels.get(channel)?.anonymousTyping === false ? typistId : null;
  }

  /** Emits `event` with `payload` as given to every socket in `<channel>:<id>`. */
  emitToRoom(channel: string, id: string, event: string, payload: unknown): void {
    this.server?.to(roomName(channel, id)).emit(event, payload);
  }

  /** Emits the standard `message` event `{ type: 'message', channel, id, data }` to a room. */
  publishMessage(channel: string, id: string, data: unknown): void {
    this.emitToRoom(channel, id, 'message', { type: 'message', channel, id, data });
  }

  /** Closes the sockets opened with a session that just ended (on every API instance). */
  disconnectSession(sessionId: string): void {
    this.server?.in(sessionRoom(sessionId)).disconnectSockets(true);
  }

  /**
   * Makes every socket of one user (on every API instance) leave `<channel>:<id>`: for a user who
   * may no longer watch a room they joined, since a channel's policy is asked on join only.
   */
  removeUserFromRoom(userId: string, channel: string, id: string): void {
    this.server?.in(userRoom(userId)).socketsLeave(roomName(channel, id));
  }

  /** Emits to every socket of one user (all their tabs and devices). */
  emitToUser(userId: string, event: string, payload: unknown): void {
    this.server?.to(userRoom(userId)).emit(event, payload);
  }
}
