import type { PublicStats } from '@agora/contracts';
import { LandingRepository, type ShowcasePost } from '../landing.repository';

/** The landing's read model over plain arrays, counting how often each read ran. */
export class InMemoryLandingRepository extends LandingRepository {
  stats: PublicStats = { totalUsers: 0, totalPosts: 0, totalConversations: 0, activeUsers: 0 };
  posts: ShowcasePost[] = [];
  readonly reads = { stats: 0, demos: 0 };

  async countPublicStats(): Promise<PublicStats> {
    this.reads.stats += 1;
    return { ...this.stats };
  }

  async bestPosts(language: string): Promise<ShowcasePost[]> {
    this.reads.demos += 1;
    return this.posts.filter((p) => p.language === language);
  }
}
