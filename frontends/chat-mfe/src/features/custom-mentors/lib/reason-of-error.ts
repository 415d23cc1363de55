import { messageOfError, statusOfError } from '@agora/ui';

/**
 * What went wrong, to show the learner: the server's `message`, else the text of an error that did
 * not come from an HTTP answer (a file that could not be read). Null when there is no such reason.
 */
export function reasonOfError(error: unknown): string | null {
  const fromServer = messageOfError(error);
  if (fromServer) return fromServer;
  if (!(error instanceof Error) || statusOfError(error) !== null) return null;
  return error.message || null;
}
