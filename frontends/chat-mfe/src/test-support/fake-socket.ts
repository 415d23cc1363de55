import { vi } from 'vitest';

/** A socket.io client stand-in: records emits and lets a test fire server events. */
export function fakeSocket() {
  const handlers = new Map<string, ((payload: unknown) => void)[]>();
  const socket = {
    connected: true,
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
    emit: vi.fn((event: string, payload: unknown, ack?: (a: unknown) => void) => {
      socket.emitted.push({ event, payload });
      if (event === 'join') ack?.({ ok: true });
      return socket;
    }),
    close: vi.fn(),
    fire(event: string, payload?: unknown) {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
  };
  return socket;
}
