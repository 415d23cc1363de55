import type { CustomCharacter } from '@agora/contracts';
import { Badge, Button } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { MentorAvatar } from '../../../components/mentor-avatar';

/** One custom mentor in the manager: avatar, name, specialty, public/private, personality, and its actions. */
export function MentorCard({
  mentor,
  onSelect,
  onEdit,
  onDelete,
  onExportJson,
  onExportPng,
}: {
  mentor: CustomCharacter;
  onSelect?(): void;
  onEdit(): void;
  onDelete(): void;
  onExportJson(): void;
  onExportPng(): void;
}) {
  const { t } = useTranslation('chat');
  return (
    <li className="mentor-card ag-card">
      <div className="mentor-card__head">
        <MentorAvatar avatar={mentor.avatar} className="mentor-card__avatar" />
        <div className="mentor-card__who">
          <strong dir="auto">{mentor.name}</strong>
          <span className="ag-muted" dir="auto">
            {mentor.specialty}
          </span>
        </div>
        <Badge variant={mentor.isPublic ? 'success' : 'outline'}>
          {mentor.isPublic ? t('mentors.public') : t('mentors.private')}
        </Badge>
      </div>
      <p className="mentor-card__personality" dir="auto">
        {mentor.personality}
      </p>
      <div className="mentor-card__actions">
        {onSelect && (
          <Button size="sm" onClick={onSelect}>
            {t('mentors.select')}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onExportJson}>
          {t('mentors.exportJson')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onExportPng}>
          {t('mentors.exportPng')}
        </Button>
        {mentor.isOwner && (
          <>
            <Button size="sm" variant="outline" onClick={onEdit}>
              {t('mentors.edit')}
            </Button>
            <Button size="sm" variant="destructive" onClick={onDelete}>
              {t('delete')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
