import { readSettings } from '../settings/settings';
import { ApiError } from './api-error';

export const AI_API_KEY_HEADER = 'x-ai-api-key';

/**
 * Sends a request with the session cookie (and the user's AI key when set) and returns the parsed
 * JSON answer. A non-2xx answer throws an `ApiError` (message `"{status}: {body or statusText}"`).
 */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  return (await apiResponse<T>(method, url, body)).data;
}

/** `apiRequest` with the answer's headers too (e.g. a list page's `X-Next-Cursor`). */
export async function apiResponse<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const apiKey = readSettings().apiKey.trim();
  if (apiKey) headers[AI_API_KEY_HEADER] = apiKey;

  const response = await fetch(resolveUrl(url), {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
  const text = await response.text();
  return { data: parseBody<T>(text), headers: response.headers };
}

function parseBody<T>(text: string): T {
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

// Browsers resolve '/api/…' against the page; resolving here too keeps non-browser fetches (tests) alike.
function resolveUrl(url: string): string {
  return typeof window === 'undefined' ? url : new URL(url, window.location.href).href;
}
