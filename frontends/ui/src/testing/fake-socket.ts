import { vi } from 'vitest';

export type FakeSocket = ReturnType<typeof fakeSocket>;

/**
 * A socket.io client stand-in for `vi.mock('socket.io-client', …)`: it is connected, records what
 * the page emits (a `join` is acknowledged), and `fire` plays a server event to the listeners.
 *
 *   const socket = await vi.hoisted(async () => (await import('@agora/ui/testing')).fakeSocket());
 *   vi.mock('socket.io-client', () => ({ io: () => socket }));
 *
 * `fakeSocket({ connected: false })` is a socket whose server refuses it: its first attempt ends in
 * `connect_error`, nothing is acknowledged, and the page shows itself offline.
 */
export function fakeSocket({ connected = true }: { connected?: boolean } = {}) {
  const handlers = new Map<string, ((payload: unknown) => void)[]>();
  const socket = {
    connected,
    emitted: [] as { event: string; payload: unknown }[],
    on: vi.fn((event: string, handler: (payload: unknown) => void) => {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    }),
    off: vi.fn((event: string, handler: (payload: unknown) => void) => {
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((h) => h !== handler),
      );
      return socket;
    }),
    emit: vi.fn((event: string, payload: unknown, ack?: (answer: unknown) => void) => {
      socket.emitted.push({ event, payload });
      if (event === 'join' && socket.connected) ack?.({ ok: true });
      return socket;
    }),
    close: vi.fn(),
    disconnect: vi.fn(),
    /** Whether the page listens for `event` yet (the client library loads on first use). */
    listens(event: string): boolean {
      return (handlers.get(event) ?? []).length > 0;
    },
    fire(event: string, payload?: unknown) {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
    /** Forgets the recorded emits (listeners stay: the page still holds them). */
    reset() {
      socket.emitted.length = 0;
    },
  };
  if (!connected) setTimeout(() => socket.fire('connect_error', new Error('connection refused')));
  return socket;
}
