import type { Socket } from 'socket.io-client';
import { connectSocket } from './socket-client';
import type { SignedUp } from './test-app';
import { useTestApp } from './use-test-app';

export type Ack = { ok: boolean; error?: string };
export type GroupMessage = {
  id: string;
  userId: string | null;
  characterId: string | null;
  content: string;
  replyToMessage: { id: string } | null;
  attachments: { type: string; url: string }[];
};
type MessageEvent = { type: 'message'; channel: string; id: string; data: GroupMessage };

export const JOIN_CREDITS = 25;

/** A WebM (EBML) header followed by filler: enough for the server to know the container. */
export const webm = (bytes: number) => {
  const buf = Buffer.alloc(bytes, 7);
  buf.writeUInt32BE(0x1a45dfa3, 0);
  return buf.toString('base64');
};

/**
 * The groups e2e app (600 starting credits, a join bonus of JOIN_CREDITS) and the moves its specs
 * share: make a group, open a learner's socket (closed after each test), join a group's room.
 */
export function useGroupsTestApp() {
  const t = useTestApp({
    plugins: ['credits', 'groups'],
    env: { STARTING_CREDITS: '600', GROUP_JOIN_CREDITS: String(JOIN_CREDITS) },
  });
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });

  async function groupOf(owner: SignedUp, name = 'Physics circle') {
    const { body } = await owner.agent
      .post('/api/group-chats')
      .send({ name: `  ${name}  `, description: 'We read Newton' })
      .expect(201);
    return body as { id: string; shareId: string; name: string; createdBy: string };
  }

  async function socketOf(user: SignedUp) {
    const socket = await connectSocket(t.url, user.cookie);
    sockets.push(socket);
    return socket;
  }

  /** A socket of no one (a visitor), closed after the test like the others. */
  async function visitorSocket() {
    const socket = await connectSocket(t.url);
    sockets.push(socket);
    return socket;
  }

  const joinRoom = (socket: Socket, id: string) =>
    socket.emitWithAck('join', { channel: 'group', id }) as Promise<Ack>;

  function collectMessages(socket: Socket): GroupMessage[] {
    const seen: GroupMessage[] = [];
    socket.on('message', (e: MessageEvent) => {
      if (e.channel === 'group') seen.push(e.data);
    });
    return seen;
  }

  return { t, groupOf, socketOf, visitorSocket, joinRoom, collectMessages };
}
