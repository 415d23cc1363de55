import { type Handler, InvalidationBus, type InvalidationTopic } from '../invalidation-bus';

/** One process's bus for unit tests: handlers run at once; `published` records what was said. */
export class LocalInvalidationBus extends InvalidationBus {
  readonly published: Array<{ topic: InvalidationTopic; key: string }> = [];
  private readonly handlers = new Map<InvalidationTopic, Handler[]>();

  on(topic: InvalidationTopic, handler: Handler): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler]);
  }

  publish(topic: InvalidationTopic, key: string): void {
    this.published.push({ topic, key });
    for (const handler of this.handlers.get(topic) ?? []) handler(key);
  }
}
