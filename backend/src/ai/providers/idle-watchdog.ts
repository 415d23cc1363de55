import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * Aborts a stream that goes quiet for `ms` (the SDKs' own timeout only covers waiting for the
 * response to start). Follows the caller's signal too, so one signal serves both.
 */
export class IdleWatchdog {
  private readonly controller = new AbortController();
  private timer?: NodeJS.Timeout;
  expired = false;

  constructor(
    private readonly ms: number,
    outer?: AbortSignal,
  ) {
    if (outer?.aborted) this.controller.abort();
    outer?.addEventListener('abort', () => this.controller.abort(), { once: true });
    this.kick();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Called on every piece of the stream. */
  kick(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.expired = true;
      this.controller.abort();
    }, this.ms);
    this.timer.unref();
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  /** The error for a stream that ended early: silence (503) or the caller's cancel (499). */
  endedEarly(vendor: string, outer?: AbortSignal): HttpException | undefined {
    if (this.expired)
      return new HttpException(
        `Network error: ${vendor} stopped streaming for ${this.ms} ms`,
        HttpStatus.SERVICE_UNAVAILABLE,
      );
    if (outer?.aborted) return new HttpException('Request cancelled', 499);
    return undefined;
  }
}
