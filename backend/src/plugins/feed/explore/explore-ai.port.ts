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
  /** The language the posts are written in (the offline engine writes English): the pool they belong to. */
  language: string;
  notice?: string;
}

/** What to write about; `page` asks for the next posts on the same subject (a refill wants new ones). */
export interface PostSubject {
  topics: string[];
  count: number;
  question?: string;
  context?: string;
  page?: number;
  /** For the shared pool: each post is read on its own (see `PostsInput.standalone`). */
  standalone?: boolean;
}

/** The language the offline engine writes in. */
export const OFFLINE_LANGUAGE = 'en';

/** What the explore feed needs from the AI layer (adapted from AiService; faked in unit tests). */
export abstract class ExploreAi {
  abstract writePosts(subject: PostSubject, req: ExploreAiRequest): Promise<WrittenPosts>;

  /** The notice on English posts shown to a reader of `language` (none for English). */
  abstract englishNotice(language: string): string | undefined;

  abstract analyzeQuestion(
    question: string,
    req: ExploreAiRequest,
  ): Promise<{ context: string; topics: string[]; notice?: string }>;
}
