import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { secureCookie } from '../http/cookie-security';
import type { Request, Response } from 'express';
import { readAiApiKey } from './ai-api-key.decorator';
import { readCookie } from './session-hint';

/** Whose "seen" list and which AI key a request uses: the signed-in user or an anonymous visitor. */
export interface Viewer {
  /** `user:<id>` or `visitor:<uuid>`. */
  key: string;
  userId: string | null;
  /** The client's address (as the trusted proxy reports it): what visitors' quotas are keyed by. */
  address?: string;
  apiKey: string | undefined;
}

const VISITOR_COOKIE = 'agora_visitor';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The viewer of this request; a visitor without one gets a long-lived anonymous cookie. */
export const CurrentViewer = createParamDecorator((_: unknown, ctx: ExecutionContext): Viewer => {
  const req = ctx.switchToHttp().getRequest<Request>();
  const apiKey = readAiApiKey(req.headers);
  const address = req.ip ?? 'unknown';
  if (req.authUser)
    return { key: `user:${req.authUser.id}`, userId: req.authUser.id, apiKey, address };
  let visitor = readCookie(req.headers.cookie, VISITOR_COOKIE);
  if (!visitor || !UUID.test(visitor)) {
    visitor = randomUUID();
    ctx
      .switchToHttp()
      .getResponse<Response>()
      .cookie(VISITOR_COOKIE, visitor, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie(req),
        maxAge: 365 * 24 * 3600 * 1000,
      });
  }
  return { key: `visitor:${visitor}`, userId: null, apiKey, address };
});
