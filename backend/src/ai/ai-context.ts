import {
  AI_API_KEY_HEADER,
  AiProviderChoiceSchema,
  ClaudeModelChoiceSchema,
} from '@agora/contracts';
import type { AiContext } from './ai.types';

type Headers = Record<string, string | string[] | undefined>;

/**
 * Builds the AiContext of an HTTP request: the user's provider choice from the body (`useAPI`,
 * `claudeModel`, `language`) and their own key from the `x-ai-api-key` header (kept in memory only).
 */
export function aiContextFrom(args: {
  userId?: string | null;
  feature: string;
  headers: Headers;
  body?: { useAPI?: unknown; claudeModel?: unknown; language?: unknown };
}): AiContext {
  const rawKey = args.headers[AI_API_KEY_HEADER];
  const apiKey = (Array.isArray(rawKey) ? rawKey[0] : rawKey)?.trim();
  const provider = AiProviderChoiceSchema.safeParse(args.body?.useAPI);
  const claudeModel = ClaudeModelChoiceSchema.safeParse(args.body?.claudeModel);
  return {
    userId: args.userId ?? undefined,
    feature: args.feature,
    language:
      typeof args.body?.language === 'string' && args.body.language ? args.body.language : 'en',
    provider: provider.success ? provider.data : undefined,
    claudeModel: claudeModel.success ? claudeModel.data : undefined,
    apiKey: apiKey || undefined,
  };
}
