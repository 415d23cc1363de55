/**
 * What the server said was wrong: the `message` of an error body, from an error that carries the
 * body, or from `apiRequest`'s "{status}: {body}" message. Null when there is no such reason.
 */
export function reasonOfError(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const carried = (error as Error & { body?: unknown }).body;
  const body = carried ?? /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1];
  const parsed = typeof body === 'string' ? parseJson(body) : body;
  const message = (parsed as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message.trim()) return message.trim();
  return /^\d{3}:/.test(error.message) ? null : error.message || null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
