import { Badge, EmptyState } from '@agora/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type EarlierMessages,
  EarlierMessagesButton,
} from '../../../components/earlier-messages-button';
import { ReplyHonesty } from '../../../components/reply-honesty';
import type { ReceivedMessage } from '../lib/merge-messages';

export function SharedMessageList({
  messages,
  personaName,
  earlier,
}: {
  messages: ReceivedMessage[];
  personaName: string;
  /** Set while the chat has messages older than those shown. */
  earlier?: EarlierMessages;
}) {
  const { t } = useTranslation('chat');
  const end = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;
  useEffect(() => {
    // Braces matter: Chromium's scrollIntoView now returns a Promise, which React would take for a cleanup.
    end.current?.scrollIntoView?.({ block: 'end' });
    // Keyed on the newest message: older ones put above it leave the reader where they are.
  }, [newestId]);
  if (messages.length === 0) return <EmptyState icon="💬" title={t('shared.empty')} />;
  return (
    <>
      {earlier && <EarlierMessagesButton {...earlier} />}
      <ol className="shared-chat__messages" aria-live="polite" aria-label={t('messagesLabel')}>
        {messages.map((m) => (
          <li key={m.id} className={`shared-chat__message shared-chat__message--${m.role}`}>
            <span className="shared-chat__byline">
              <span className="shared-chat__author" dir="auto">
                {m.role === 'assistant' ? personaName : (m.authorName ?? t('shared.learner'))}
              </span>
              {/* A learner may call themselves after the figure: their messages say whose they are. */}
              {m.role === 'user' && m.authorName && (
                <span className="ag-muted shared-chat__author-kind">{t('shared.learner')}</span>
              )}
            </span>
            <p className="shared-chat__text" dir="auto">
              {m.content}
            </p>
            {m.role === 'assistant' && (
              <ReplyHonesty claimKind={m.claimKind} sources={m.sources} unverified={m.unverified} />
            )}
            {m.imageUrl && (
              <img
                className="shared-chat__image"
                src={m.imageUrl}
                alt={t('imageAlt', { persona: personaName })}
                loading="lazy"
              />
            )}
            {m.audioUrl && <audio controls src={m.audioUrl} preload="none" />}
            {m.role === 'user' && m.emotion && m.emotion !== 'neutral' && (
              <Badge variant="secondary">{t(`emotion.${m.emotion}`)}</Badge>
            )}
            <time className="ag-muted shared-chat__time" dateTime={m.createdAt}>
              {new Date(m.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
            </time>
          </li>
        ))}
        <div ref={end} />
      </ol>
    </>
  );
}
