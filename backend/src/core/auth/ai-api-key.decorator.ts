import { AI_API_KEY_HEADER } from '@agora/contracts';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

type Headers = Record<string, string | string[] | undefined>;

/** The learner's own provider key from the `x-ai-api-key` header, trimmed; kept in memory only. */
export function readAiApiKey(headers: Headers): string | undefined {
  const raw = headers[AI_API_KEY_HEADER];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return key || undefined;
}

/** `@AiApiKey() apiKey: string | undefined`: the request's own provider key, if any. */
export const AiApiKey = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): string | undefined =>
    readAiApiKey(ctx.switchToHttp().getRequest<Request>().headers),
);
