import type { ClaudeModelChoice } from '@agora/contracts';
import type { AiContext, AiEngineChoice, AiFeature } from './ai.types';

/**
 * Who asks the model, and with which engine and key, before a feature is named. A parsed request
 * body and the request's viewer fit this shape as they are: `{ ...body, ...viewer }` (the viewer
 * last, so a body never names another user). A visitor has no `userId`. `useAPI: 'offline'` asks
 * for the built-in engine.
 */
export interface AiRequester {
  userId?: string | null;
  apiKey?: string;
  language?: string;
  useAPI?: AiEngineChoice;
  claudeModel?: ClaudeModelChoice;
}

/**
 * The one way to build an AiContext: a requester and the feature it asks for (language defaults to
 * English). A visitor (no `userId`) always gets the offline engine: paid providers, the server's
 * keys and a key sent along are for signed-in users only.
 */
export function aiContextOf(requester: AiRequester, feature: AiFeature): AiContext {
  if (!requester.userId)
    return { feature, language: requester.language || 'en', provider: 'offline' };
  return {
    userId: requester.userId,
    feature,
    language: requester.language || 'en',
    ...(requester.useAPI ? { provider: requester.useAPI } : {}),
    ...(requester.claudeModel ? { claudeModel: requester.claudeModel } : {}),
    ...(requester.apiKey ? { apiKey: requester.apiKey } : {}),
  };
}

/**
 * Work the server itself decides to pay for (the shared explore pool), never a request's: no user,
 * the server's provider choice and keys.
 */
export function serverAiContextOf(feature: AiFeature, language = 'en'): AiContext {
  return { feature, language };
}
