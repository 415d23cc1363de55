import type {
  AiProviderChoice,
  AiProviderName,
  ClaimKind,
  ClaudeModelChoice,
  Emotion,
  PersonaProfile,
  PostLength,
} from '@agora/contracts';
import type { AiFeature } from './ai-feature';

export type { AiFeature, AiOperation } from './ai-feature';
export type {
  AgentPost,
  ClaimKind,
  GeneratedPost,
  PersonaProfile,
  QuestionAnalysis,
} from '@agora/contracts';

/** The engine a request asks for: a provider, or the built-in offline engine (no key, no network, free). */
export type AiEngineChoice = AiProviderChoice | 'offline';

/**
 * Who asks, for what feature, in which language, and with which engine (the user's own key never
 * leaves memory). Built with `aiContextOf(requester, feature)`.
 */
export interface AiContext {
  userId?: string;
  feature: AiFeature;
  language: string;
  provider?: AiEngineChoice;
  claudeModel?: ClaudeModelChoice;
  apiKey?: string;
}

/** Tokens a model read and wrote (for speech: characters read). */
export interface LlmUsage {
  tokensIn: number;
  tokensOut: number;
}
export interface LlmMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface AiResult<T> {
  data: T;
  provider: AiProviderName;
  model: string;
  /** Why the answer is not what was asked for, e.g. 'No API key for OpenAI: answered by the offline engine'. */
  notice?: string;
}

export interface PostsInput {
  topics: string[];
  count: number;
  context?: string;
  question?: string;
  /** The next posts on the same subject: page n skips the n × count posts written before. */
  page?: number;
  /**
   * Each post will be read on its own (the shared explore pool serves them to readers one by one):
   * no post may lean on another, so only the entries themselves, no questions back or take-ups.
   */
  standalone?: boolean;
}
export interface ThreadInput {
  originalPost: { author: string; content: string; specialty?: string };
}
export interface ThreadMessage {
  author: string;
  content: string;
}
export interface ReplyInput {
  originalPost: ThreadMessage;
  thread: ThreadMessage[];
  userPost: { username: string; content: string };
  replyToAuthor?: string;
  oneOnOne: boolean;
  figure?: string;
}
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}
export interface ChatInput {
  persona: PersonaProfile;
  history: ChatTurn[];
  message: string;
  emotion?: Emotion | string;
  /**
   * Where the figure speaks when not in a private chat, e.g. a study group with its turn-taking role;
   * models follow it, the offline engine answers the message alone.
   */
  setting?: string;
}
export interface AgentPostsInput {
  topic: string;
  agentCount: number;
  researchDepth: number;
  includeResearch: boolean;
  postLength: PostLength;
}
export interface SpeechInput {
  text: string;
  voice: 'alloy';
}
/** A recording to turn into text: its bytes and container type (e.g. `audio/webm`). */
export interface TranscriptionInput {
  audio: Buffer;
  mimeType: string;
}
export interface ImageInput {
  prompt: string;
  persona: PersonaProfile;
}

/** Called with each streamed piece of a reply in a thread, tagged with the figure that speaks. */
export type OnThreadToken = (author: string, token: string) => void;

/** What a chat answer drew on: knowledge-base entries (`kb:<id>`) or, from a model, the works it cites. */
export interface ChatClaims {
  sources: string[];
  claimKind: ClaimKind;
}
export type ChatResult = AiResult<string> & ChatClaims;

/** A text stream that can be iterated token by token; `result` settles with the whole answer. */
export type TokenStream<R> = AsyncIterable<string> & { result: Promise<R> };
export type ChatStream = TokenStream<ChatResult>;
