import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '@agora/contracts';

/** The one JSON error shape every endpoint answers with. */
export function errorBody(
  statusCode: number,
  message: string,
  extra: Record<string, unknown> = {},
): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...extra };
}
