import { EmptyState } from '@agora/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type EarlierMessages,
  EarlierMessagesButton,
} from '../../../components/earlier-messages-button';
import { MentorAvatar } from '../../../components/mentor-avatar';
import type { LocalMessage } from '../lib/local-message';
import { MessageBubble } from './message-bubble';
import { SafeMarkdown } from './safe-markdown';

export interface MessageListProps {
  messages: LocalMessage[];
  personaName: string;
  avatar: string;
  /** A custom mentor's opening line, shown first when a chat starts. */
  greeting?: string;
  playingUrl: string | null;
  busy: Record<string, 'voice' | 'image' | undefined>;
  /** Set when the last exchange may be redone (a saved chat, nothing pending). */
  onRegenerate?(): void;
  onEdit?(): void;
  onVoice(message: LocalMessage): void;
  onImage(message: LocalMessage): void;
  /** A saved chat shows its newest messages; set when older ones can be asked for. */
  earlier?: EarlierMessages;
}

/** The conversation, newest at the bottom, kept scrolled to the latest message. */
export function MessageList({
  messages,
  personaName,
  avatar,
  greeting,
  playingUrl,
  busy,
  onRegenerate,
  onEdit,
  onVoice,
  onImage,
  earlier,
}: MessageListProps) {
  const { t } = useTranslation('chat');
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const lastUserId = [...messages].reverse().find((m) => m.role === 'user')?.id;
  useEffect(() => {
    // Braces matter: Chromium's scrollIntoView now returns a Promise, which React would take for a cleanup.
    end.current?.scrollIntoView?.({ block: 'end' });
    // Keyed on the newest message: older ones put above it leave the reader where they are.
  }, [last?.id, last?.content]);

  if (messages.length === 0 && !greeting)
    return (
      <EmptyState
        icon={<MentorAvatar avatar={avatar} />}
        title={t('overlay.startWith', { persona: personaName })}
      />
    );
  return (
    <div className="chat-messages" aria-live="polite">
      {earlier && <EarlierMessagesButton {...earlier} />}
      <ol className="chat-messages__list" aria-label={t('messagesLabel')}>
        {greeting && (
          <li className="chat-message chat-message--assistant" data-testid="mentor-greeting">
            <MentorAvatar avatar={avatar} className="chat-message__avatar" />
            <div className="chat-message__body">
              <SafeMarkdown>{greeting}</SafeMarkdown>
            </div>
          </li>
        )}
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
