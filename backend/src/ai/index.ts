/**
 * The AI layer's public surface: plugins import from here only. A plugin reaches a model through
 * `AiService`, with an `AiContext` built by `aiContextOf(requester, feature)`.
 */
export { AiModule } from './ai.module';
export { AiService } from './ai.service';
export { englishOnlyNotice } from './offline-notice';
export { AiAccountingService } from './accounting/ai-accounting.service';
export { MediaService } from './generated-media/media.service';
export type { PersonaCatalogue } from './catalogue/persona-catalogue';
export { specialtyIn } from './catalogue/specialties';
export { aiContextOf, type AiRequester, serverAiContextOf } from './types/ai-context';
export type { AgentDraft, AgentFeedInput, OnAgentFeedProgress } from './types/agent-feed.types';
export type {
  AgentPost,
  AgentPostsInput,
  AiContext,
  AiEngineChoice,
  AiFeature,
  AiResult,
  ChatInput,
  ChatResult,
  ChatStream,
  ChatTurn,
  GeneratedPost,
  ImageInput,
  OnThreadToken,
  PersonaProfile,
  PostsInput,
  QuestionAnalysis,
  ReplyInput,
  SpeechInput,
  ThreadInput,
  TranscriptionInput,
} from './types/ai.types';
