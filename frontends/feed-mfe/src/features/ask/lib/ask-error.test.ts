import { describe, expect, it } from 'vitest';
import { askErrorKey } from './ask-error';

describe(askErrorKey.name, () => {
  it('maps 401 and Unauthorized to the invalid-key message', () => {
    expect(askErrorKey(new Error('401: {"message":"bad key"}'))).toBe('ask.errors.invalidKey');
    expect(askErrorKey(new Error('500: Unauthorized by provider'))).toBe('ask.errors.invalidKey');
  });
  it('maps 429 to the rate-limit message', () => {
    expect(askErrorKey(new Error('429: Too Many Requests'))).toBe('ask.errors.rateLimit');
  });
  it('maps network and fetch failures to the network message', () => {
    expect(askErrorKey(new TypeError('Failed to fetch'))).toBe('ask.errors.network');
    expect(askErrorKey(new Error('NetworkError when attempting to fetch resource.'))).toBe(
      'ask.errors.network',
    );
  });
  it('maps anything else to the generic message', () => {
    expect(askErrorKey(new Error('500: Internal Server Error'))).toBe('ask.errors.generic');
    expect(askErrorKey('boom')).toBe('ask.errors.generic');
  });
});
