import type { GroupMessage } from '@agora/contracts';
import { Button, EmptyState, useHost } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import type { AnswerDraft } from '../hooks/use-group-room';
import { useSingleAudio } from '../hooks/use-single-audio';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { GroupMessageItem } from './group-message-item';

/** The conversation, scrolled to the newest; figures' answers show while they stream in. */
export function GroupMessageList({
  messages,
  drafts,
  onReply,
  earlier,
}: {
  messages: GroupMessage[];
  drafts: AnswerDraft[];
  onReply(message: GroupMessage): void;
  earlier: { has: boolean; loading: boolean; load(): void };
}) {
  const { t } = useTranslation('chat');
  const host = useHost();
  const audio = useSingleAudio();
  const last = drafts.map((d) => d.text.length).join(',');
  const newest = messages.at(-1)?.id;
  // Follows the newest message (not older pages loaded above it).
  const list = useStickToBottom(`${newest}|${last}`);

  if (!messages.length && !drafts.length)
    return (
      <div className="group-room__messages group-room__messages--empty">
        <EmptyState icon="💬" title={t('shared.empty')} />
      </div>
    );
  return (
    <div
      ref={list}
      className="group-room__messages"
      aria-live="polite"
      aria-label={t('messagesLabel')}
    >
      {earlier.has && (
        <Button variant="ghost" size="sm" onClick={earlier.load} disabled={earlier.loading}>
          {t('groups.room.loadEarlier')}
        </Button>
      )}
      <ul>
        {messages.map((m) => (
          <GroupMessageItem
            key={m.id}
            message={m}
            mine={m.userId === host.user?.id}
            playingUrl={audio.playing}
            onPlay={audio.toggle}
            onReply={onReply}
          />
        ))}
        {drafts.map((d) => (
          <li key={d.key} className="group-message group-message--figure group-message--draft">
            <p className="group-message__author">{d.characterId}</p>
            <p className="group-message__text">{d.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
