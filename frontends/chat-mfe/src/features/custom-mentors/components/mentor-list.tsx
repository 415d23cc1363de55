import type { CustomCharacter } from '@agora/contracts';
import { Button, EmptyState, ErrorCard, Spinner, toastError, useCustomCharacters } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { downloadCardJson, downloadCardPng } from '../api/export-character-card';
import { MentorCard } from './mentor-card';

/** The learner's mentors with their actions, or the loading, error and empty states. */
export function MentorList({
  enabled,
  onCreate,
  onEdit,
  onDelete,
  onSelect,
}: {
  enabled: boolean;
  onCreate(): void;
  onEdit(mentor: CustomCharacter): void;
  onDelete(mentor: CustomCharacter): void;
  onSelect?(persona: string): void;
}) {
  const { t } = useTranslation('chat');
  const list = useCustomCharacters(enabled);
  const onExportJson = async (mentor: CustomCharacter) => {
    try {
      await downloadCardJson(mentor.id);
    } catch {
      toastError(t('mentors.toast.exportFailed'));
    }
  };

  if (list.isPending) return <Spinner label={t('loading')} />;
  if (list.isError)
    return <ErrorCard message={t('mentors.loadFailed')} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0)
    return (
      <EmptyState
        icon="🤖"
        title={t('mentors.empty')}
        action={<Button onClick={onCreate}>{t('mentors.createFirst')}</Button>}
      />
    );
  return (
    <ul className="mentor-list">
      {list.data.map((mentor) => (
        <MentorCard
          key={mentor.id}
          mentor={mentor}
          onSelect={onSelect ? () => onSelect(`custom-${mentor.id}`) : undefined}
          onEdit={() => onEdit(mentor)}
          onExportJson={() => void onExportJson(mentor)}
          onExportPng={() => downloadCardPng(mentor.id, mentor.name)}
          onDelete={() => onDelete(mentor)}
        />
      ))}
    </ul>
  );
}
