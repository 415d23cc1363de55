/**
 * Spec 01 §4: the reply is the `response`, `message` or `content` field of an object, a plain text
 * answer as is, otherwise the whole object as text.
 */
export function replyText(reply: unknown): string {
  if (typeof reply === 'string') return reply;
  if (reply && typeof reply === 'object') {
    const record = reply as Record<string, unknown>;
    for (const key of ['response', 'message', 'content'])
      if (typeof record[key] === 'string') return record[key] as string;
    return JSON.stringify(reply);
  }
  return reply == null ? '' : String(reply);
}
