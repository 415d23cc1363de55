import { useAiTokenStream } from '@agora/ui';
import { useCallback, useState } from 'react';
import { stopReply } from '../api/stop-reply';
import type { ChatMessages } from './use-chat-messages';

/** One reply being written: its stream id (signed in) and whether the learner stopped it. */
export interface ReplyHandle {
  /**
   * The stream id to send with the request: undefined for a visitor, without a connection, or
   * when the learner stopped the reply before the connection came.
   */
  streamId: Promise<string | undefined>;
  stopped(): boolean;
}

/** What became of a reply: its stream id once connected, whether it was stopped, whether it is over. */
interface ReplyState {
  streamId?: string;
  stopped: boolean;
  over: boolean;
}

const states = new WeakMap<ReplyHandle, ReplyState>();

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

  const begin = useCallback(
    (messageId: string): ReplyHandle => {
      const state: ReplyState = { stopped: false, over: false };
      const handle: ReplyHandle = {
        streamId: tokens
          .begin({ onToken: (token) => appendText(messageId, token) })
          .then((streamId) => {
            // stopped or over while the connection was coming: nothing to stream
            if (streamId && (state.stopped || state.over)) {
              tokens.end(streamId);
              return undefined;
            }
            state.streamId = streamId;
            return streamId;
          }),
        stopped: () => state.stopped,
      };
      states.set(handle, state);
      setActive(handle);
      return handle;
    },
    [tokens, appendText],
  );

  const finish = useCallback(
    (handle: ReplyHandle) => {
      const state = states.get(handle);
      if (state) state.over = true;
      tokens.end(state?.streamId);
      setActive((current) => (current === handle ? null : current));
    },
    [tokens],
  );

  const stop = useCallback(async () => {
    const state = active && states.get(active);
    if (!state || state.stopped) return;
    state.stopped = true;
    if (state.streamId) await stopReply(state.streamId).catch(() => undefined);
  }, [active]);

  return { begin, finish, stop, streaming: active !== null };
}

export type ReplyStream = ReturnType<typeof useReplyStream>;
