import {
  type AiProviderChoice,
  AiProviderChoiceSchema,
  type ClaudeModelChoice,
  ClaudeModelChoiceSchema,
} from '@agora/contracts';
import { readAiApiKey } from '../core/auth/ai-api-key.decorator';
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
  const provider = AiProviderChoiceSchema.safeParse(args.body?.useAPI);
  const claudeModel = ClaudeModelChoiceSchema.safeParse(args.body?.claudeModel);
  return {
    userId: args.userId ?? undefined,
    feature: args.feature,
    language:
      typeof args.body?.language === 'string' && args.body.language ? args.body.language : 'en',
    provider: provider.success ? provider.data : undefined,
    claudeModel: claudeModel.success ? claudeModel.data : undefined,
    apiKey: readAiApiKey(args.headers),
  };
}

/** Who asks the model and with which provider choice and key, before a feature is named. */
export interface AiRequester {
  userId: string | null;
  language: string;
  useAPI?: AiProviderChoice;
  claudeModel?: ClaudeModelChoice;
  apiKey?: string;
}

/** The requester of a generation request: the viewer's identity and key, the body's language and AI choice. */
export function aiRequesterOf(
  viewer: { userId: string | null; apiKey?: string },
  body: { language: string; useAPI: AiProviderChoice; claudeModel: ClaudeModelChoice },
): AiRequester {
  return {
    userId: viewer.userId,
    language: body.language,
    useAPI: body.useAPI,
    claudeModel: body.claudeModel,
    apiKey: viewer.apiKey,
  };
}

/** The AiContext of a requester for one feature (a visitor carries no userId). */
export function aiContextOf(req: AiRequester, feature: string): AiContext {
  return {
    ...(req.userId ? { userId: req.userId } : {}),
    feature,
    language: req.language,
    provider: req.useAPI,
    claudeModel: req.claudeModel,
    apiKey: req.apiKey,
  };
}
