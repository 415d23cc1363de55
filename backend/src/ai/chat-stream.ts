import type { AiResult, TokenStream } from './types/ai.types';

/**
 * Bridges a producer that pushes tokens to a consumer that iterates them. Tokens are buffered, so a
 * caller may also ignore the iterator and only await `result`.
 */
export function createChatStream<R extends AiResult<string>>(
  produce: (emit: (token: string) => void) => Promise<R>,
): TokenStream<R> {
  const buffer: string[] = [];
  let done = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  const result = produce((token) => {
    buffer.push(token);
    notify();
  }).then(
    (value) => {
      done = true;
      notify();
      return value;
    },
    (error: unknown) => {
      done = true;
      failure = error;
      notify();
      throw error;
    },
  );
  // The iterator reports the failure; `result` rejecting unobserved must not crash the process.
  result.catch(() => undefined);
  return {
    result,
    async *[Symbol.asyncIterator]() {
      for (;;) {
        if (buffer.length) {
          yield buffer.shift()!;
          continue;
        }
        if (done) {
          if (failure) throw failure;
          return;
        }
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
}

/** Splits text into word-sized tokens that keep their trailing space, as a streamed model would send them. */
export function wordTokens(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}
