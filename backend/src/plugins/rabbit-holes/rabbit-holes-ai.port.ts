import type { AiRequester } from '../../ai';
import type { NewThreadPost } from './rabbit-holes.repository';

export type ThreadAiRequest = AiRequester;

export interface ThreadSeed {
  author: string;
  content: string;
  specialty?: string;
  topic?: string;
}

export interface ReplyRequest {
  original: ThreadSeed;
  userPost: { username: string; content: string };
  /** Recent posts of the thread, oldest first, so answers stay in context. */
  history: { author: string; content: string }[];
  /** One-on-one: only this figure answers. Group: it answers first, joined by one or two fitting others. */
  replyToAuthor?: string;
  oneOnOne: boolean;
}

export type ThreadPostDraft = Omit<NewThreadPost, 'kind' | 'writtenBy'>;

/** What rabbit holes need from the AI layer (adapted from AiService; faked in unit tests). */
export abstract class ThreadAi {
  abstract writeThread(
    original: ThreadSeed,
    req: ThreadAiRequest,
  ): Promise<{ posts: ThreadPostDraft[]; notice?: string }>;

  abstract reply(
    input: ReplyRequest,
    req: ThreadAiRequest,
    onToken: (author: string, token: string) => void,
  ): Promise<{ posts: ThreadPostDraft[]; notice?: string }>;
}
