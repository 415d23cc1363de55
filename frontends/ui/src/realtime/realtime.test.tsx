import { act, render, renderHook, waitFor } from '@testing-library/react';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { usePageOrigin } from '../testing/page-origin';
import { useAiTokenStream } from './use-ai-token-stream';
import { useRealtimeRoom } from './use-realtime-room';

/** A real socket.io server on /ws that records joins and lets the test push events. */
let http: HttpServer;
let io: Server;
const joins: string[] = [];

beforeAll(async () => {
  http = createServer();
  io = new Server(http, { path: '/ws' });
  io.on('connection', (socket: ServerSocket) => {
    socket.on('join', (room: { channel: string; id: string }, ack?: (a: unknown) => void) => {
      joins.push(`${room.channel}:${room.id}`);
      void socket.join(`${room.channel}:${room.id}`);
      ack?.({ ok: true });
    });
    socket.on('leave', (room: { channel: string; id: string }) => {
      joins.push(`-${room.channel}:${room.id}`);
      void socket.leave(`${room.channel}:${room.id}`);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  usePageOrigin(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await io.close();
});

beforeEach(() => {
  joins.length = 0;
});

const connections = async () => (await io.fetchSockets()).length;

describe('useAiTokenStream', () => {
  it('hands each stream its own tokens and ends on ai-done', async () => {
    const { result, unmount } = renderHook(() => useAiTokenStream(true));
    await waitFor(() => expect(result.current.socket?.connected).toBe(true));
    const first: string[] = [];
    const second: string[] = [];
    let done = false;
    let a = '';
    let b = '';
    act(() => {
      a = result.current.begin({
        onToken: (token, author) => first.push(`${author ?? ''}${token}`),
        onDone: () => (done = true),
      })!;
      b = result.current.begin({ onToken: (token) => second.push(token) })!;
    });
    io.emit('ai-token', { streamId: a, token: 'Hello ' });
    io.emit('ai-token', { streamId: b, token: 'Other' });
    io.emit('ai-token', { streamId: a, token: 'world', author: 'Ada:' });
    io.emit('ai-done', { streamId: a });
    io.emit('ai-token', { streamId: a, token: ' late' });
    await waitFor(() => expect(done).toBe(true));
    expect(first).toEqual(['Hello ', 'Ada:world']);
    expect(second).toEqual(['Other']);
    act(() => result.current.end(b));
    io.emit('ai-token', { streamId: b, token: ' ignored' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second).toEqual(['Other']);
    unmount();
    await waitFor(async () => expect(await connections()).toBe(0));
  });

  it('gives no stream id while disabled (the answer comes over HTTP only)', () => {
    const { result } = renderHook(() => useAiTokenStream(false));
    expect(result.current.begin({ onToken: () => undefined })).toBeUndefined();
  });
});

describe('one socket per page', () => {
  it('shares a single connection between a token stream and a room, and closes it after the last', async () => {
    const received: string[] = [];
    function Page({ room }: { room: boolean }) {
      useAiTokenStream(true);
      useRealtimeRoom<string>('shared-chat', room ? 'abc12345' : null, {
        onMessage: (data) => received.push(data),
      });
      return null;
    }
    const view = render(<Page room />);
    await waitFor(() => expect(joins).toEqual(['shared-chat:abc12345']));
    expect(await connections()).toBe(1);
    io.to('shared-chat:abc12345').emit('message', {
      type: 'message',
      channel: 'shared-chat',
      id: 'abc12345',
      data: 'hi',
    });
    io.emit('message', { type: 'message', channel: 'shared-chat', id: 'other', data: 'no' });
    await waitFor(() => expect(received).toEqual(['hi']));
    view.rerender(<Page room={false} />);
    await waitFor(() => expect(joins).toEqual(['shared-chat:abc12345', '-shared-chat:abc12345']));
    expect(await connections()).toBe(1);
    view.unmount();
    await waitFor(async () => expect(await connections()).toBe(0));
  });

  it('joins again after the connection comes back', async () => {
    const { result } = renderHook(() => useRealtimeRoom('group', 'g1', {}));
    await waitFor(() => expect(result.current.joined).toBe(true));
    // A dropped transport (not a deliberate server disconnect) is retried after 3 s.
    for (const socket of io.sockets.sockets.values()) socket.conn.close();
    await waitFor(() => expect(result.current.joined).toBe(false));
    await waitFor(() => expect(result.current.joined).toBe(true), { timeout: 5000 });
    expect(joins).toEqual(['group:g1', 'group:g1']);
  }, 10_000);
});
