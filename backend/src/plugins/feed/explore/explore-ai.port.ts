import type { AiRequester } from '../../../ai';
import type { NewExplorePost } from './explore-pool.repository';

/** Who is asking the model, and with which provider choice and key. */
export interface ExploreAiRequest extends AiRequester {
  /** Forces the built-in offline engine (pool warm-up must never wait on a network). */
  offline?: boolean;
  /** The shared pool's refill, paid by the server (a request without a user is a visitor's). */
  forPool?: boolean;
}

export interface WrittenPosts {
  posts: NewExplorePost[];
  notice?: string;
}

/** What the explore feed needs from the AI layer (adapted from AiService; faked in unit tests). */
export abstract class ExploreAi {
  abstract writePosts(
    subject: { topics: string[]; count: number; question?: string; context?: string },
    req: ExploreAiRequest,
  ): Promise<WrittenPosts>;

  abstract analyzeQuestion(
    question: string,
    req: ExploreAiRequest,
  ): Promise<{ context: string; topics: string[]; notice?: string }>;
}
