import { HttpException } from '@nestjs/common';
import { toAiHttpError } from './ai-errors';

describe(toAiHttpError.name, () => {
  const map = (error: unknown) => {
    const sut = toAiHttpError(error, 'OpenAI', 1234);
    return { status: sut.getStatus(), message: sut.message };
  };

  it('maps an invalid key to 401 naming the vendor', () => {
    expect(map({ status: 401, name: 'AuthenticationError' })).toEqual({
      status: 401,
      message: 'Unauthorized: invalid API key for OpenAI',
    });
  });

  it('maps a rate limit to 429', () => {
    expect(map({ status: 429, name: 'RateLimitError' }).status).toBe(429);
  });

  it('maps a timeout and a connection failure to 503 Network error', () => {
    expect(map({ name: 'APIConnectionTimeoutError' })).toEqual({
      status: 503,
      message: 'Network error: OpenAI did not answer within 1234 ms',
    });
    expect(map({ name: 'APIConnectionError' }).message).toMatch(/^Network error/);
  });

  it('maps other provider failures to 502 without leaking their text', () => {
    expect(map({ status: 500, name: 'InternalServerError', message: 'stack trace here' })).toEqual({
      status: 502,
      message: 'OpenAI is unavailable (500)',
    });
  });

  it('keeps an HttpException as it is', () => {
    const original = new HttpException('Request cancelled', 499);
    expect(toAiHttpError(original, 'OpenAI', 1)).toBe(original);
  });
});
