import { Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import { JoinRoomSchema, type RealtimeAck, REALTIME_PATH, TypingSchema } from '@agora/contracts';
import type { Request } from 'express';
import type { Server, Socket } from 'socket.io';
import { ConfigService } from '../config/config.service';
import { isCrossSite } from '../http/cross-site';
import { SocketRateLimits } from './socket-rate-limits';
import { RealtimeService, roomName, sessionRoom, userRoom } from './realtime.service';

/** What a socket opened by another site's page gets, as its `connect_error` message. */
export const CROSS_SITE_SOCKET_REFUSED = 'Connections from another site are refused';

/** The one socket.io endpoint. The session cookie was read by the adapter's engine middleware. */
@WebSocketGateway({ path: REALTIME_PATH })
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection {
  private readonly logger = new Logger(RealtimeGateway.name);
  private readonly limits = new SocketRateLimits();

  constructor(
    private readonly realtime: RealtimeService,
    private readonly config: ConfigService,
  ) {}

  /**
   * The handshake: a page of another site (even a sibling subdomain or another port, which the
   * browser sends the session cookie from) is refused by the HTTP API's same-site rule, so it never
   * joins the user's room nor any other; socket.io answers it `connect_error`, whichever transport.
   */
  afterInit(server: Server): void {
    server.use((socket, next) => {
      if (isCrossSite(socket.request, this.config.env.PUBLIC_URL))
        return next(new Error(CROSS_SITE_SOCKET_REFUSED));
      const request = socket.request as Request;
      socket.data.userId = request.session?.userId ?? null;
      socket.data.sessionId = request.session?.userId ? request.sessionID : null;
      next();
    });
    this.realtime.attach(server);
  }

  async handleConnection(socket: Socket): Promise<void> {
    const userId = socket.data.userId as string | null;
    const sessionId = socket.data.sessionId as string | null;
    if (userId) await socket.join(userRoom(userId));
    if (sessionId) await socket.join(sessionRoom(sessionId));
  }

  @SubscribeMessage('join')
  async join(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
  ): Promise<RealtimeAck> {
    if (!(await this.limits.allow('join', socket.id)))
      return { ok: false, error: 'Too many joins; slow down' };
    const room = JoinRoomSchema.safeParse(body);
    if (!room.success) return { ok: false, error: 'join needs { channel, id }' };
    const { channel, id } = room.data;
    if (!(await this.realtime.mayJoin(socket.data.userId ?? null, channel, id))) {
      return { ok: false, error: `Not allowed to join ${channel}:${id}` };
    }
    await socket.join(roomName(channel, id));
    return { ok: true };
  }

  @SubscribeMessage('leave')
  async leave(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
  ): Promise<RealtimeAck> {
    const room = JoinRoomSchema.safeParse(body);
    if (!room.success) return { ok: false, error: 'leave needs { channel, id }' };
    await socket.leave(roomName(room.data.channel, room.data.id));
    return { ok: true };
  }

  /**
   * Relayed to the others in the room, only from a socket that joined it (rate limited per socket),
   * naming the typist unless the channel's typing is anonymous.
   */
  @SubscribeMessage('typing')
  async typing(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<void> {
    if (!(await this.limits.allow('typing', socket.id))) return;
    const typing = TypingSchema.safeParse(body);
    if (!typing.success) return;
    const { channel, id, isTyping } = typing.data;
    const room = roomName(channel, id);
    if (!socket.rooms.has(room)) return;
    socket.to(room).emit('typing', {
      type: 'typing',
      channel,
      id,
      userId: this.realtime.typistShownIn(channel, socket.data.userId ?? null),
      isTyping,
    });
  }
}
