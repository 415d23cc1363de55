import { topicKey } from '@agora/contracts/src/catalogue-constants';

/** Spec 01 §5: with no topic chosen, the feed is about 'General Knowledge'. */
export const DEFAULT_TOPIC = 'General Knowledge';

/** Whether `topic` is already chosen, whatever its case ('Volcanoes' and 'volcanoes' are one). */
export function hasTopic(topics: readonly string[], topic: string): boolean {
  const key = topicKey(topic);
  return topics.some((chosen) => topicKey(chosen) === key);
}

/** Adds a trimmed topic unless blank or already chosen. */
export function addTopic(topics: string[], raw: string): string[] {
  const topic = raw.trim();
  return !topic || hasTopic(topics, topic) ? topics : [...topics, topic];
}
