import type { Emotion, LanguageCode, PublicStats } from '@agora/contracts';

/** A figure's stored post, best liked first. */
export interface ShowcasePost {
  author: string;
  avatar: string;
  specialty: string;
  topic: string;
  content: string;
  likes: number;
  language: LanguageCode;
}

/** One message of a stored mentor chat, in order. */
export interface ShowcaseChatLine {
  persona: string;
  role: 'user' | 'assistant';
  content: string;
  emotion: Emotion | null;
  language: LanguageCode | null;
}

/** One message of a stored group conversation; `persona` is null for a learner. */
export interface ShowcaseGroupLine {
  persona: string | null;
  content: string;
  language: LanguageCode | null;
}

/** The landing's read model: community totals and stored content to build demos from. */
export abstract class LandingRepository {
  /** Users, active users (last 7 days), posts and conversations, counted in one query. */
  abstract countPublicStats(): Promise<PublicStats>;
  abstract bestPosts(language: LanguageCode): Promise<ShowcasePost[]>;
  abstract sharedChat(language: LanguageCode): Promise<ShowcaseChatLine[]>;
  abstract groupAnswer(language: LanguageCode): Promise<ShowcaseGroupLine[]>;
}
