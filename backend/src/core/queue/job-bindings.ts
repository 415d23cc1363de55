import type { JobHandlerMetadata, QueueDefinition } from './jobs';

export interface FoundHandler extends JobHandlerMetadata {
  /** `ClassName.method`, for messages. */
  where: string;
  run: (data: unknown, job: unknown) => Promise<unknown>;
}

export interface JobBinding {
  queue: string;
  job: string;
  run: FoundHandler['run'];
}

/**
 * Pairs every declared job with exactly one handler. Returns the bindings, or the problems
 * (a declared job without handler, two handlers for one job, a handler of an undeclared queue).
 */
export function bindJobs(
  declared: readonly QueueDefinition<object>[],
  handlers: readonly FoundHandler[],
): { bindings: JobBinding[]; problems: string[] } {
  const problems: string[] = [];
  const byKey = new Map<string, FoundHandler[]>();
  for (const handler of handlers) {
    const key = `${handler.definition.name}/${handler.job}`;
    byKey.set(key, [...(byKey.get(key) ?? []), handler]);
  }
  const declaredNames = new Set(declared.map((d) => d.name));
  for (const handler of handlers) {
    if (!declaredNames.has(handler.definition.name)) {
      problems.push(
        `${handler.where} handles queue "${handler.definition.name}", which no module registers (registerJobQueue)`,
      );
    }
  }
  const bindings: JobBinding[] = [];
  for (const definition of declared) {
    for (const job of Object.keys(definition.jobs)) {
      const found = byKey.get(`${definition.name}/${job}`) ?? [];
      if (found.length === 0) {
        problems.push(`job "${job}" of queue "${definition.name}" has no handler`);
      } else if (found.length > 1) {
        problems.push(
          `job "${job}" of queue "${definition.name}" has ${found.length} handlers: ${found.map((h) => h.where).join(', ')}`,
        );
      } else {
        bindings.push({ queue: definition.name, job, run: found[0]!.run });
      }
    }
  }
  return { bindings, problems };
}
