import { describe, expect, it } from 'vitest';
import { ApiError, messageOfError } from './api-error';

describe('messageOfError', () => {
  it("reads the server's message from an ApiError and from a message in its format", () => {
    expect(messageOfError(new ApiError(400, '{"message":"Topic is too long"}'))).toBe(
      'Topic is too long',
    );
    expect(messageOfError(new Error('409: {"message":" Already running "}'))).toBe(
      'Already running',
    );
  });

  it('is null without a server message: plain text, empty message, network errors', () => {
    expect(messageOfError(new ApiError(502, 'Bad Gateway'))).toBeNull();
    expect(messageOfError(new ApiError(400, '{"message":"  "}'))).toBeNull();
    expect(messageOfError(new TypeError('Failed to fetch'))).toBeNull();
    expect(messageOfError(null)).toBeNull();
  });
});
