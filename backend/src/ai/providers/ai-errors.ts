import { HttpException, HttpStatus } from '@nestjs/common';

type Vendor = 'OpenAI' | 'Anthropic';

interface SdkErrorLike {
  status?: number;
  name?: string;
  message?: string;
  /** OpenAI: `model_not_found`; Anthropic puts the type in `error.error.type`. */
  code?: string | null;
  error?: { type?: string; error?: { type?: string } };
}

/** The provider does not know the model (retired, renamed or mistyped): the offline engine answers. */
export class ModelUnavailableError extends HttpException {
  constructor(
    readonly vendor: Vendor,
    readonly model: string,
  ) {
    super(`${vendor} does not offer the model "${model}"`, HttpStatus.BAD_GATEWAY);
  }
}

function namesUnknownModel(e: SdkErrorLike): boolean {
  if (e.status !== 404 && e.status !== 400) return false;
  if (e.code === 'model_not_found') return true;
  const type = e.error?.type ?? e.error?.error?.type;
  return (type === 'not_found_error' || e.status === 404) && /\bmodel\b/i.test(e.message ?? '');
}

/** The status of a request whose client gave up on it (nginx's convention). */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * Turns an SDK error (after the SDK's own retries) into an HttpException the global filter answers with:
 * invalid key → 401, rate limit → 429, network or timeout → 503 'Network error', other provider failures → 502.
 */
export function toAiHttpError(
  error: unknown,
  vendor: Vendor,
  timeoutMs: number,
  model?: string,
): HttpException {
  if (error instanceof HttpException) return error;
  const e = (error ?? {}) as SdkErrorLike;
  if (model && namesUnknownModel(e)) return new ModelUnavailableError(vendor, model);
  const name = e.name ?? '';
  if (name === 'AbortError' || name === 'APIUserAbortError')
    return new HttpException('Request cancelled', CLIENT_CLOSED_REQUEST);
  if (
    e.status === 401 ||
    e.status === 403 ||
    name === 'AuthenticationError' ||
    name === 'PermissionDeniedError'
  ) {
    return new HttpException(
      `Unauthorized: invalid API key for ${vendor}`,
      HttpStatus.UNAUTHORIZED,
    );
  }
  if (e.status === 429 || name === 'RateLimitError') {
    return new HttpException(
      `${vendor} rate limit exceeded. Please try again later.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
  if (name === 'APIConnectionTimeoutError') {
    return new HttpException(
      `Network error: ${vendor} did not answer within ${timeoutMs} ms`,
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }
  if (name === 'APIConnectionError' || e.status === undefined) {
    return new HttpException(
      `Network error: could not reach ${vendor}`,
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }
  if (e.status === 400 || e.status === 404 || e.status === 422) {
    return new HttpException(
      `${vendor} rejected the request (${e.status})`,
      HttpStatus.BAD_GATEWAY,
    );
  }
  return new HttpException(`${vendor} is unavailable (${e.status})`, HttpStatus.BAD_GATEWAY);
}

/** The model answered, but not with the JSON asked for, even after one repair attempt. */
export class InvalidModelOutputError extends Error {
  constructor(readonly detail: string) {
    super(`The model returned invalid output: ${detail}`);
    this.name = 'InvalidModelOutputError';
  }
}
