import type { CustomCharacter } from '@agora/contracts';
import { toastError, useHost } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteCustomCharacter } from '../api/delete-custom-character';

/** Asks before a custom mentor is deleted (it is gone for everyone using it), then deletes it. */
export function DeleteMentorDialog({
  mentor,
  onDone,
}: {
  mentor: CustomCharacter | null;
  onDone(): void;
}) {
  const { t } = useTranslation('chat');
  const host = useHost();
  const remove = useDeleteCustomCharacter();
  return (
    <ConfirmDialog
      open={mentor !== null}
      title={t('mentors.confirmDelete', { name: mentor?.name ?? '' })}
      description={t('mentors.confirmDeleteText')}
      confirmLabel={t('delete')}
      onCancel={onDone}
      onConfirm={() => {
        if (mentor)
          remove.mutate(mentor.id, {
            onSuccess: () => host.toast({ title: t('mentors.toast.deleted') }),
            onError: () => toastError(t('mentors.toast.deleteFailed')),
          });
        onDone();
      }}
    />
  );
}
