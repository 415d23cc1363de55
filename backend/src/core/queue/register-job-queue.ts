import { BullModule } from '@nestjs/bull';
import { type DynamicModule, Module } from '@nestjs/common';
import type { QueueDefinition } from './jobs';

/** Marks a queue as declared in this app, so `JobWorkers` checks that each of its jobs has a handler. */
export class DeclaredQueue {
  constructor(readonly definition: QueueDefinition<object>) {}
}

@Module({})
class JobQueueModule {}

/** A plugin's `imports: [registerJobQueue(MY_QUEUE)]`: the Bull queue plus its declaration. */
export function registerJobQueue<M>(definition: QueueDefinition<M>): DynamicModule {
  const token = Symbol(`declared-queue:${definition.name}`);
  return {
    module: JobQueueModule,
    imports: [BullModule.registerQueue({ name: definition.name })],
    providers: [{ provide: token, useValue: new DeclaredQueue(definition) }],
    exports: [BullModule],
  };
}
