import { Injectable, type OnModuleInit } from '@nestjs/common';
import { knowledgeBase } from './knowledge';

/**
 * Starts loading the sentence model and the knowledge vectors as the process starts, without holding
 * start-up: the first offline answer waits for them only if they are not ready yet.
 */
@Injectable()
export class KnowledgeWarmer implements OnModuleInit {
  onModuleInit(): void {
    void knowledgeBase.ready();
  }
}
