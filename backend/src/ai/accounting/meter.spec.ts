import { HttpException } from '@nestjs/common';
import type { AiContext, LlmUsage } from '../types/ai.types';
import { AiCallLog, type CallRecord } from './ai-call-log';
import { Meter, type MeteredEngine } from './meter';

class RecordingCallLog extends AiCallLog {
  readonly rows: CallRecord[] = [];
  async record(call: CallRecord): Promise<void> {
    this.rows.push(call);
  }
}

const ctx: AiContext = { userId: 'u1', feature: 'chat-message', language: 'en' };
const engine: MeteredEngine = {
  provider: 'openai',
  model: 'gpt-4o-mini',
  price: (usage: LlmUsage) => usage.tokensIn + 2 * usage.tokensOut,
};

function setup() {
  const log = new RecordingCallLog();
  return { sut: new Meter(log), log };
}

describe(Meter.name, () => {
  it('records a successful call once, with its usage, price and latency', async () => {
    const { sut, log } = setup();
    const value = await sut.run(ctx, 'chat', engine, async () => ({
      value: 'answer',
      usage: { tokensIn: 100, tokensOut: 10 },
    }));
    expect(value).toBe('answer');
    expect(log.rows).toHaveLength(1);
    expect(log.rows[0]).toMatchObject({
      ctx,
      operation: 'chat',
      provider: 'openai',
      model: 'gpt-4o-mini',
      tokensIn: 100,
      tokensOut: 10,
      costUsd: 120,
      status: 'ok',
      errorStatus: undefined,
    });
    expect(log.rows[0]!.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('records a failed call once with its HTTP status and nothing spent, and rethrows it', async () => {
    const { sut, log } = setup();
    const failure = new HttpException('OpenAI rate limit exceeded', 429);
    await expect(sut.run(ctx, 'chat', engine, () => Promise.reject(failure))).rejects.toBe(failure);
    expect(log.rows).toEqual([
      expect.objectContaining({
        status: 'error',
        errorStatus: 429,
        tokensIn: 0,
        tokensOut: 0,
        costUsd: 0,
      }),
    ]);
  });

  it('prices the tokens a failed call carries, and reads invalid model output as 502', async () => {
    const { sut, log } = setup();
    const malformed = Object.assign(new Error('not JSON'), {
      name: 'InvalidModelOutputError',
      usage: { tokensIn: 200, tokensOut: 20 },
    });
    await expect(sut.run(ctx, 'posts', engine, () => Promise.reject(malformed))).rejects.toBe(
      malformed,
    );
    expect(log.rows).toEqual([
      expect.objectContaining({
        status: 'error',
        errorStatus: 502,
        tokensIn: 200,
        tokensOut: 20,
        costUsd: 240,
      }),
    ]);
  });

  it('waits for a streamed call to finish before recording it', async () => {
    const { sut, log } = setup();
    let finish!: () => void;
    const running = sut.run(ctx, 'chat', engine, async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { value: undefined, usage: { tokensIn: 5, tokensOut: 3 } };
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(log.rows).toHaveLength(0);
    finish();
    await running;
    expect(log.rows).toHaveLength(1);
  });
});
