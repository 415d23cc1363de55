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
import { chatDemoFrom, groupDemoFrom, homeFeedDemoFrom } from './landing.views';

/**
 * The signed-out landing's truth: community totals counted in SQL, and demos made from real stored
 * content where it exists (curated examples otherwise). Both are kept for a short time, so a busy
 * landing costs one query per window, not one per visit.
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
    const [posts, chat, group] = await Promise.all([
      this.repository.bestPosts(language),
      this.repository.sharedChat(language),
      this.repository.groupAnswer(language),
    ]);
    // Parsed so that what leaves the server always fits the contract the clients validate against.
    return DemoDataSchema.parse({
      chatDemo: chatDemoFrom(chat, this.figures) ?? curated.chatDemo,
      homeFeedDemo:
        homeFeedDemoFrom(posts, language, curated.homeFeedDemo, this.figures) ??
        curated.homeFeedDemo,
      groupDemo: groupDemoFrom(group, this.figures) ?? curated.groupDemo,
    });
  }
}
