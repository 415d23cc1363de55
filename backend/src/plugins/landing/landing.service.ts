import {
  type DemoData,
  DemoDataSchema,
  LANGUAGE_CODES,
  type LanguageCode,
  type PublicStats,
} from '@agora/contracts';
import { Injectable } from '@nestjs/common';
import { curatedDemos } from './curated-demos';
import { KeptLoader, LandingCachePolicy } from './landing-cache';
import { LandingFigures } from './landing-figures.port';
import { LandingRepository } from './landing.repository';
import { homeFeedDemoFrom } from './landing.views';

/**
 * The signed-out landing's truth: community totals counted in SQL, and demos. Only the home-feed
 * demo is made from stored content (figures' public posts, best liked, where there are some); the
 * chat and group demos are always the curated ones, since learners' chats (even shared ones) and
 * members-only groups are not the public front page's to show. Both are kept for a short time, so
 * a busy landing costs one query per window, not one per visit.
 */
@Injectable()
export class LandingService {
  private readonly stats: KeptLoader<'all', PublicStats>;
  private readonly demos: KeptLoader<LanguageCode, DemoData>;

  constructor(
    private readonly repository: LandingRepository,
    private readonly figures: LandingFigures,
    policy: LandingCachePolicy,
  ) {
    this.stats = new KeptLoader(() => this.repository.countPublicStats(), {
      ttlMs: policy.statsTtlMs,
      maxKeys: 1,
      clock: policy.clock,
    });
    this.demos = new KeptLoader((language) => this.buildDemos(language), {
      ttlMs: policy.demoTtlMs,
      maxKeys: LANGUAGE_CODES.length,
      clock: policy.clock,
    });
  }

  publicStats(): Promise<PublicStats> {
    return this.stats.get('all');
  }

  demoData(language: LanguageCode): Promise<DemoData> {
    return this.demos.get(language);
  }

  private async buildDemos(language: LanguageCode): Promise<DemoData> {
    const curated = curatedDemos(this.figures);
    const posts = await this.repository.bestPosts(language);
    // Parsed so that what leaves the server always fits the contract the clients validate against.
    return DemoDataSchema.parse({
      chatDemo: curated.chatDemo,
      homeFeedDemo:
        homeFeedDemoFrom(posts, language, curated.homeFeedDemo, this.figures) ??
        curated.homeFeedDemo,
      groupDemo: curated.groupDemo,
    });
  }
}
