/**
 * A non-2xx answer. `message` keeps the spec's format (spec 01 §8): the status, a colon and a
 * space, then the body text (or the status text when the body is empty). `body` is the parsed JSON
 * body when it is JSON, else the text, so callers read fields without parsing the message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, bodyText: string, statusText = '') {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseBody(bodyText);
  }
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The HTTP status carried by an error from `apiRequest` (or a message in its format), or null. */
export function statusOfError(error: unknown): number | null {
  if (error instanceof ApiError) return error.status;
  const match = error instanceof Error ? /^(\d{3}):/.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/** The parsed body of an `ApiError` (or of an error whose message has its format), else null. */
export function bodyOfError(error: unknown): unknown {
  if (error instanceof ApiError) return error.body;
  if (statusOfError(error) === null) return null;
  return parseBody((error as Error).message.replace(/^\d{3}:\s*/, ''));
}

/** The `message` the server put in the error's body, when it sent one. */
export function messageOfError(error: unknown): string | null {
  const body = bodyOfError(error) ?? (error as { body?: unknown } | null)?.body;
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message.trim() : null;
}
