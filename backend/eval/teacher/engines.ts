import type { GeneratedPost, QuestionAnalysis } from '@agora/contracts';
import { personaCatalogue } from '../../src/ai/catalogue/persona-catalogue';
import { OfflineEngine } from '../../src/ai/offline/offline-engine';
import { chatPrompt } from '../../src/ai/prompts/operation-prompts';
import { AnthropicClient } from '../../src/ai/providers/anthropic.client';
import type { LlmClient } from '../../src/ai/providers/llm-client';
import { LlmOperations } from '../../src/ai/providers/llm-operations';
import { OpenAiClient } from '../../src/ai/providers/openai.client';
import { TrailerFilter } from '../../src/ai/providers/reply-trailer';
import type { ChatInput, PostsInput, ReplyInput } from '../../src/ai/types/ai.types';

/** The operations the evaluation drives: the ones the feed, chat and rabbit-hole services call. */
export interface TeacherEngine {
  name: string;
  analyseQuestion(question: string): Promise<QuestionAnalysis>;
  posts(input: PostsInput): Promise<GeneratedPost[]>;
  chat(input: ChatInput): Promise<string>;
  replies(input: ReplyInput): Promise<GeneratedPost[]>;
}

/** The built-in engine, called as `AiService` calls it for a visitor (offline, English). */
export async function offlineTeacher(): Promise<TeacherEngine> {
  const engine = new OfflineEngine();
  return {
    name: 'offline',
    analyseQuestion: async (question) => engine.analyzeQuestion(question),
    posts: async (input) => engine.posts(input),
    chat: async (input) => (await engine.chatReply(input)).text,
    replies: async (input) => engine.replies(input),
  };
}

/** A real provider when its key is in the environment (OpenAI first), with the app's default models. */
export function providerTeacher(env = process.env): TeacherEngine | undefined {
  const timeoutMs = Number(env.AI_TIMEOUT_MS ?? 60000);
  const client: LlmClient | undefined = env.OPENAI_API_KEY
    ? new OpenAiClient({
        apiKey: env.OPENAI_API_KEY,
        baseURL: env.OPENAI_BASE_URL,
        model: env.OPENAI_MODEL ?? 'gpt-4.1-mini',
        ttsModel: 'unused',
        imageModel: 'unused',
        transcribeModel: 'unused',
        timeoutMs,
        maxRetries: 2,
      })
    : env.ANTHROPIC_API_KEY
      ? new AnthropicClient({
          apiKey: env.ANTHROPIC_API_KEY,
          baseURL: env.ANTHROPIC_BASE_URL,
          model: env.CLAUDE_HAIKU_MODEL ?? 'claude-haiku-4-5',
          timeoutMs,
          maxRetries: 2,
        })
      : undefined;
  if (!client) return undefined;
  const llm = new LlmOperations(personaCatalogue);
  const offline = new OfflineEngine();
  return {
    name: `${client.provider}:${client.model}`,
    analyseQuestion: async (question) =>
      (await llm.analyzeQuestion(client, question, 'English')).data,
    posts: async (input) => (await llm.posts(client, input, 'English')).data,
    chat: async (input) => {
      const figure = personaCatalogue.find(input.persona.name);
      const { text } = await client.complete({
        ...chatPrompt(input, figure, 'English'),
        maxTokens: 450,
      });
      const filter = new TrailerFilter();
      filter.push(text);
      filter.flush();
      return filter.body().trim();
    },
    replies: async (input) =>
      (await llm.replies(client, input, offline.speakersFor(input), 'English')).data,
  };
}
