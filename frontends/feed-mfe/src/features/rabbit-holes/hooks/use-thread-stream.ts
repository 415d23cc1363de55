import { useAiTokenStream, useHost } from '@agora/ui';
import { useRef, useState } from 'react';

/**
 * Text streamed so far per figure for the answer being written, on the page's one socket
 * (signed-in users only; a visitor gets the answers in the HTTP response).
 */
export function useThreadStream(): {
  drafts: Record<string, string>;
  begin(): Promise<string | undefined>;
  end(): void;
} {
  const host = useHost();
  const tokens = useAiTokenStream(Boolean(host.user));
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const current = useRef<string | undefined>(undefined);

  return {
    drafts,
    begin: async () => {
      setDrafts({});
      current.current = await tokens.begin({
        onToken: (token, author = '') =>
          setDrafts((prev) => ({ ...prev, [author]: (prev[author] ?? '') + token })),
      });
      return current.current;
    },
    end: () => {
      tokens.end(current.current);
      current.current = undefined;
      setDrafts({});
    },
  };
}
