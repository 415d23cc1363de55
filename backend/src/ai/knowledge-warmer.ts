import { Injectable, type OnModuleInit } from '@nestjs/common';
import { knowledgeBase } from './knowledge';

/**
 * Loads the knowledge vectors and the sentence model as the process starts (≈ 0.2–1 s when the build
 * cached the vectors), so no learner's first question waits for them.
 */
@Injectable()
export class KnowledgeWarmer implements OnModuleInit {
  async onModuleInit(): Promise<void> {
    await knowledgeBase.prepare('What would you like to learn today?');
  }
}
