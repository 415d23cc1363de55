import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { LANGUAGE_CODES, type LanguageCode } from '@agora/contracts';
import type { Request } from 'express';
import Negotiator from 'negotiator';
import { readCookie } from '../auth/session-hint';

/** The cookie the shell sets to the interface language, so server-rendered texts follow the app. */
export const LANGUAGE_COOKIE = 'agora_lang';
/** The query parameter that names the language for one request (wins over the cookie). */
export const LANGUAGE_QUERY = 'lang';

const KNOWN = new Set<string>(LANGUAGE_CODES);

/**
 * The one rule for which language a request reads server-held texts in: `?lang=<code>`, else the
 * `agora_lang` cookie, else the best of our 11 languages in `Accept-Language`, else English. An
 * unknown code at one step falls through to the next.
 */
export function requestLanguage(req: Pick<Request, 'headers'> & { query?: unknown }): LanguageCode {
  const query = req.query as Record<string, unknown> | undefined;
  return (
    knownCode(query?.[LANGUAGE_QUERY]) ??
    knownCode(readCookie(req.headers.cookie, LANGUAGE_COOKIE)) ??
    bestAcceptedLanguage(req.headers['accept-language'])
  );
}

/** The best of our languages for an Accept-Language header (quality order), English otherwise. */
export function bestAcceptedLanguage(header: string | undefined): LanguageCode {
  if (!header) return 'en';
  const [best] = new Negotiator({ headers: { 'accept-language': header } }).languages([
    ...LANGUAGE_CODES,
  ]);
  return (best as LanguageCode | undefined) ?? 'en';
}

function knownCode(value: unknown): LanguageCode | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toLowerCase().split('-')[0] ?? '';
  return KNOWN.has(code) ? (code as LanguageCode) : undefined;
}

/** `@RequestLanguage() language: LanguageCode` — the request's language by the rule above. */
export const RequestLanguage = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): LanguageCode =>
    requestLanguage(ctx.switchToHttp().getRequest<Request>()),
);
