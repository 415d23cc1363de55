import type { GroupMessage } from '@agora/contracts';
import { Button, cx, showCreditsErrorToast, toastError, useHost } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextToSpeech } from '../api/text-to-speech';
import { useSwipeToReply } from '../hooks/use-swipe-to-reply';

type Authored = Pick<GroupMessage, 'characterId' | 'user'>;

export const authorOf = (m: Authored, learner: string) =>
  m.characterId ?? m.user?.username ?? learner;

/** A learner may call themselves after a figure: wherever their name shows, it says whose it is. */
function AuthorName({ of: m, as: Name }: { of: Authored; as: 'span' | 'strong' }) {
  const { t } = useTranslation('chat');
  return (
    <>
      <Name dir="auto">{authorOf(m, t('shared.learner'))}</Name>
      {!m.characterId && m.user?.username && (
        <span className="ag-muted group-message__role">{t('shared.learner')}</span>
      )}
    </>
  );
}

/** One message: swipe right ≥ 50 px or the Reply action makes it the reply target; voice plays. */
export function GroupMessageItem({
  message,
  mine,
  playingUrl,
  onPlay,
  onReply,
}: {
  message: GroupMessage;
  mine: boolean;
  playingUrl: string | null;
  onPlay(url: string): void;
  onReply(message: GroupMessage): void;
}) {
  const { t } = useTranslation('chat');
  const host = useHost();
  const speech = useTextToSpeech();
  const [spokenUrl, setSpokenUrl] = useState<string | null>(null);
  const swipe = useSwipeToReply(() => onReply(message));
  const voice = message.attachments.find((a) => a.type === 'voice');
  const playing = voice !== undefined && playingUrl === voice.url;

  const listen = () => {
    if (spokenUrl) return onPlay(spokenUrl);
    speech.mutate(
      { text: message.content, characterId: message.characterId },
      {
        onSuccess: ({ audioUrl }) => {
          setSpokenUrl(audioUrl);
          onPlay(audioUrl);
        },
        onError: (error) => {
          if (!showCreditsErrorToast(error, host)) toastError(t('groups.toast.speechFailed'));
        },
      },
    );
  };

  return (
    <li
      className={cx(
        'group-message',
        mine && 'group-message--mine',
        message.characterId && 'group-message--figure',
      )}
      {...swipe}
    >
      <p className="group-message__author">
        <AuthorName of={message} as="span" />
      </p>
      {message.replyToMessage && (
        <blockquote className="group-message__quote">
          <AuthorName of={message.replyToMessage} as="strong" />{' '}
          {message.replyToMessage.content ? (
            <span dir="auto">{message.replyToMessage.content}</span>
          ) : (
            t('groups.room.voiceMessage')
          )}
        </blockquote>
      )}
      {message.mentions.length > 0 && (
        <p className="group-message__mentions">
          <span className="ag-muted">{t('groups.room.addressedTo')}</span>
          {message.mentions.map((name) => (
            <span key={name} className="group-message__mention" dir="auto">
              @{name}
            </span>
          ))}
        </p>
      )}
      {message.content && (
        <p className="group-message__text" dir="auto">
          {message.content}
        </p>
      )}
      {voice && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPlay(voice.url)}
          aria-pressed={playing}
        >
          {playing ? `⏸ ${t('voice.pause')}` : `▶ ${t('groups.room.voiceMessage')}`}
        </Button>
      )}
      {message.transcript && (
        <p className="group-message__transcript" dir="auto">
          “{message.transcript}”
        </p>
      )}
      {message.characterId && message.content && (
        <Button
          variant="ghost"
          size="sm"
          onClick={listen}
          disabled={speech.isPending}
          aria-pressed={spokenUrl !== null && playingUrl === spokenUrl}
        >
          {`🔊 ${t('groups.room.listen')}`}
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="group-message__reply"
        onClick={() => onReply(message)}
      >
        {t('groups.room.reply')}
      </Button>
    </li>
  );
}
