import type { FigurePostDraft } from './home-feed.repository';

export interface ConversationLine {
  author: string;
  content: string;
}

export interface FigureReplyRequest {
  /** The top-level post of the conversation. */
  root: ConversationLine;
  /** Earlier messages of the conversation, oldest first (empty for a fresh post). */
  thread: ConversationLine[];
  /** The learner's post or comment being answered. */
  post: { username: string; content: string };
  /** When the learner comments on a figure's reply, that figure answers first. */
  replyToFigure?: string;
  language: string;
  userId: string | null;
}

export interface MorePostsRequest {
  topics: string[];
  count: number;
  excludeAuthors: string[];
  language: string;
  userId: string;
  apiKey?: string;
}

/** What the home feed needs from the AI layer (adapted from AiService; faked in unit tests). */
export abstract class HomeFeedAi {
  /** One to three fitting figures answer what the learner wrote. */
  abstract replies(request: FigureReplyRequest): Promise<FigurePostDraft[]>;
  /** New figure posts on the topics, by figures not in `excludeAuthors`. */
  abstract morePosts(request: MorePostsRequest): Promise<FigurePostDraft[]>;
}
