import type { LanguageCode, PublicStats } from '@agora/contracts';

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

/**
 * The landing's read model: community totals, and the figures' public posts for the home-feed demo.
 * Learners' chats and groups are counted, never read: their demos are curated.
 */
export abstract class LandingRepository {
  /** Users, active users (last 7 days), posts and conversations, counted in one query. */
  abstract countPublicStats(): Promise<PublicStats>;
  abstract bestPosts(language: LanguageCode): Promise<ShowcasePost[]>;
}
