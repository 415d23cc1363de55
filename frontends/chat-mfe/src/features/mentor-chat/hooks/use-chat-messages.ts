import type { ChatMessage } from '@agora/contracts';
import { useCallback, useState } from 'react';
import { type LocalMessage, isEcho } from '../lib/local-message';

/** The open chat's messages as the overlay shows them, with the few edits a turn makes. */
export function useChatMessages() {
  const [messages, setMessages] = useState<LocalMessage[]>([]);

  const add = useCallback(
    (...added: LocalMessage[]) => setMessages((list) => [...list, ...added]),
    [],
  );

  /** Changes one message; taking a server id drops a room copy that arrived under that id first. */
  const patch = useCallback((id: string, changes: Partial<LocalMessage>) => {
    setMessages((list) =>
      list
        .filter((m) => !changes.id || changes.id === id || m.id !== changes.id)
        .map((m) => (m.id === id ? { ...m, ...changes } : m)),
    );
  }, []);

  const appendText = useCallback((id: string, token: string) => {
    setMessages((list) =>
      list.map((m) => (m.id === id ? { ...m, content: m.content + token } : m)),
    );
  }, []);

  const remove = useCallback((...ids: string[]) => {
    setMessages((list) => list.filter((m) => !ids.includes(m.id)));
  }, []);

  /** Messages that arrived from the shared chat's room: visitors' messages, shown once. */
  const receive = useCallback((incoming: ChatMessage) => {
    setMessages((list) =>
      isEcho(list, incoming) ? list : [...list, { ...incoming, saved: true }],
    );
  }, []);

  const replaceAll = useCallback((next: LocalMessage[]) => setMessages(next), []);

  /** Older messages of the chat, before those shown (any already shown are not repeated). */
  const prepend = useCallback(
    (...older: LocalMessage[]) =>
      setMessages((list) => [...older.filter((o) => !list.some((m) => m.id === o.id)), ...list]),
    [],
  );

  return { messages, add, patch, appendText, remove, receive, replaceAll, prepend };
}

export type ChatMessages = ReturnType<typeof useChatMessages>;
