import type { GroupChat } from '@agora/contracts';
import { Button, Card, ShareIcon } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** One group in the grid: a link to its room, the crown for its creator, copy link, delete. */
export function GroupCard({
  group,
  isCreator,
  onCopyLink,
  onDelete,
}: {
  group: GroupChat;
  isCreator: boolean;
  onCopyLink(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation('chat');
  return (
    <Card className="group-card">
      <Link to={`/chats/${group.id}`} className="group-card__link">
        <h3 className="group-card__name" dir="auto">
          {group.name}
          {isCreator && (
            <span className="group-card__crown" role="img" aria-label={t('groups.creator')}>
              {' 👑'}
            </span>
          )}
        </h3>
        {group.description && (
          <p className="ag-muted" dir="auto">
            {group.description}
          </p>
        )}
        <p className="ag-muted">{t('groups.memberCount', { count: group.memberCount })}</p>
      </Link>
      <div className="group-card__actions">
        <Button variant="ghost" size="sm" onClick={onCopyLink} aria-label={t('groups.copyLink')}>
          <ShareIcon />
        </Button>
        {isCreator && (
          <Button variant="ghost" size="sm" onClick={onDelete}>
            {t('delete')}
          </Button>
        )}
      </div>
    </Card>
  );
}
