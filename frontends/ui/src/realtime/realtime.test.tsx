import { act, render, renderHook, waitFor } from '@testing-library/react';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { usePageOrigin } from '../testing/page-origin';
import { STREAM_CONNECT_WAIT_MS } from './realtime-client';
import { useAiTokenStream } from './use-ai-token-stream';
import { useRealtimeRoom } from './use-realtime-room';

/** A real socket.io server on /ws that records joins and lets the test push events. */
let http: HttpServer;
let io: Server;
const joins: string[] = [];
let serverOrigin = '';
let closedOrigin = '';

/** An origin whose port was free a moment ago: connecting there is refused at once. */
async function originNobodyListensOn(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

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
  serverOrigin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  usePageOrigin(serverOrigin);
  closedOrigin = await originNobodyListensOn();
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
    const a = (await result.current.begin({
      onToken: (token, author) => first.push(`${author ?? ''}${token}`),
      onDone: () => (done = true),
    }))!;
    const b = (await result.current.begin({ onToken: (token) => second.push(token) }))!;
    expect(a).not.toBe(b);
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

  it('gives no stream id while disabled (the answer comes over HTTP only)', async () => {
    const { result } = renderHook(() => useAiTokenStream(false));
    expect(await result.current.begin({ onToken: () => undefined })).toBeUndefined();
  });

  it('waits for the first connection when asked at once, so the answer still streams', async () => {
    const { result, unmount } = renderHook(() => useAiTokenStream(true));
    expect(result.current.socket).toBeNull(); // the client library is still loading
    const tokens: string[] = [];
    const streamId = await result.current.begin({ onToken: (token) => tokens.push(token) });
    expect(streamId).toEqual(expect.any(String));
    expect(await connections()).toBe(1);
    io.emit('ai-token', { streamId, token: 'first words' });
    await waitFor(() => expect(tokens).toEqual(['first words']));
    unmount();
    await waitFor(async () => expect(await connections()).toBe(0));
  });

  it('does not hold an answer back once the connection has failed', async () => {
    usePageOrigin(closedOrigin);
    const { result, unmount } = renderHook(() => useAiTokenStream(true));
    const started = performance.now();
    // The first attempt fails at once (nothing listens): no stream id, and no 3 s wait for it.
    expect(await result.current.begin({ onToken: () => undefined })).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(STREAM_CONNECT_WAIT_MS / 3);
    const again = performance.now();
    expect(await result.current.begin({ onToken: () => undefined })).toBeUndefined();
    expect(performance.now() - again).toBeLessThan(100);
    unmount();
    usePageOrigin(serverOrigin);
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
