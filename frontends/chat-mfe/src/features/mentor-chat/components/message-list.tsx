import { EmptyState } from '@agora/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalMessage } from '../lib/local-message';
import { MessageBubble } from './message-bubble';

export interface MessageListProps {
  messages: LocalMessage[];
  personaName: string;
  avatar: string;
  playingUrl: string | null;
  busy: Record<string, 'voice' | 'image' | undefined>;
  /** Set when the last exchange may be redone (a saved chat, nothing pending). */
  onRegenerate?(): void;
  onEdit?(): void;
  onVoice(message: LocalMessage): void;
  onImage(message: LocalMessage): void;
}

/** The conversation, newest at the bottom, kept scrolled to the latest message. */
export function MessageList({
  messages,
  personaName,
  avatar,
  playingUrl,
  busy,
  onRegenerate,
  onEdit,
  onVoice,
  onImage,
}: MessageListProps) {
  const { t } = useTranslation('chat');
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const lastUserId = [...messages].reverse().find((m) => m.role === 'user')?.id;
  useEffect(() => {
    // Braces matter: Chromium's scrollIntoView now returns a Promise, which React would take for a cleanup.
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, last?.content]);

  if (messages.length === 0)
    return <EmptyState icon={avatar} title={t('overlay.startWith', { persona: personaName })} />;
  return (
    <div className="chat-messages" aria-live="polite">
      <ol className="chat-messages__list" aria-label={t('messagesLabel')}>
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            avatar={avatar}
            playing={Boolean(message.audioUrl) && playingUrl === message.audioUrl}
            voiceBusy={busy[message.id] === 'voice'}
            imageBusy={busy[message.id] === 'image'}
            onRegenerate={
              message === last && message.role === 'assistant' ? onRegenerate : undefined
            }
            onEdit={message.id === lastUserId ? onEdit : undefined}
            onVoice={onVoice}
            onImage={onImage}
          />
        ))}
      </ol>
      <div ref={end} />
    </div>
  );
}
