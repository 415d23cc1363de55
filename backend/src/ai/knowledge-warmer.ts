import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { knowledgeBase } from './knowledge';

/** Start-up waits this long for the model at most; vectors the build did not cache take longer. */
const WAIT_MS = 5000;

/**
 * Loads the knowledge vectors and the sentence model as the process starts (≈ 0.2–1 s when the build
 * cached the vectors), so no learner's first question waits for them. If they must be computed
 * first, start-up goes on and they finish in the background.
 */
@Injectable()
export class KnowledgeWarmer implements OnModuleInit {
  private readonly log = new Logger(KnowledgeWarmer.name);

  async onModuleInit(): Promise<void> {
    const loaded = knowledgeBase.prepare('What would you like to learn today?').then(() => true);
    const waited = new Promise<false>((resolve) =>
      setTimeout(() => resolve(false), WAIT_MS).unref(),
    );
    if (!(await Promise.race([loaded, waited])))
      this.log.warn(
        'knowledge vectors are still being computed; the offline engine waits for them',
      );
  }
}
