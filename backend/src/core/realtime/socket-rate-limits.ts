import { RateLimiterMemory } from 'rate-limiter-flexible';

/** Per socket (a socket lives in one process, so memory suffices): joins and typing relays. */
export const SOCKET_LIMITS = {
  join: { points: 20, duration: 10 },
  typing: { points: 20, duration: 10 },
} as const;

export type LimitedSocketEvent = keyof typeof SOCKET_LIMITS;

export class SocketRateLimits {
  private readonly limiters = {
    join: new RateLimiterMemory(SOCKET_LIMITS.join),
    typing: new RateLimiterMemory(SOCKET_LIMITS.typing),
  };

  /** True when the socket may send one more `event` now. */
  allow(event: LimitedSocketEvent, socketId: string): Promise<boolean> {
    return this.limiters[event].consume(socketId).then(
      () => true,
      () => false,
    );
  }
}
