import { useAiTokenStream } from '@agora/ui';
import { useCallback, useRef, useState } from 'react';
import { stopReply } from '../api/stop-reply';
import type { ChatMessages } from './use-chat-messages';

/** One reply being written: its stream id (signed in) and whether the learner stopped it. */
export interface ReplyHandle {
  streamId: string | undefined;
  stopped(): boolean;
}

/**
 * The reply being streamed into a message, and Stop. Signed in, Stop asks the server to end the
 * stream (it keeps and saves what was said). A visitor's reply comes only with the HTTP answer, so
 * Stop drops it when it arrives.
 */
export function useReplyStream(
  signedIn: boolean,
  { appendText }: Pick<ChatMessages, 'appendText'>,
) {
  const tokens = useAiTokenStream(signedIn);
  const [active, setActive] = useState<ReplyHandle | null>(null);
  const stoppedIds = useRef(new Set<ReplyHandle>());

  const begin = useCallback(
    (messageId: string): ReplyHandle => {
      const streamId = tokens.begin({ onToken: (token) => appendText(messageId, token) });
      const handle: ReplyHandle = { streamId, stopped: () => stoppedIds.current.has(handle) };
      setActive(handle);
      return handle;
    },
    [tokens, appendText],
  );

  const finish = useCallback(
    (handle: ReplyHandle) => {
      tokens.end(handle.streamId);
      stoppedIds.current.delete(handle);
      setActive((current) => (current === handle ? null : current));
    },
    [tokens],
  );

  const stop = useCallback(async () => {
    if (!active || stoppedIds.current.has(active)) return;
    stoppedIds.current.add(active);
    if (active.streamId) await stopReply(active.streamId).catch(() => undefined);
  }, [active]);

  return { begin, finish, stop, streaming: active !== null };
}

export type ReplyStream = ReturnType<typeof useReplyStream>;
