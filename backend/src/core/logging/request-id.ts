import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a caller's id may look like: a proxy's or a client's trace id, never free text in our logs. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the caller's `X-Request-Id` when it is a plain token, else a new uuid. It is
 * echoed in the response, so a user's report and a proxy's log line lead to the same request.
 */
export function requestIdOf(
  req: { headers: IncomingHttpHeaders },
  res: { setHeader(name: string, value: string): unknown },
): string {
  const given = req.headers[REQUEST_ID_HEADER];
  const id = typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}
