import type { GroupChat } from '@agora/contracts';
import { Button, Dialog, toastError, useHost } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { useDeleteGroupChat } from '../api/delete-group-chat';

/** Asks 'Are you sure you want to delete "{name}"? …' before deleting. */
export function DeleteGroupDialog({
  group,
  onClose,
}: {
  group: GroupChat | null;
  onClose(): void;
}) {
  const { t } = useTranslation('chat');
  const host = useHost();
  const remove = useDeleteGroupChat();
  const confirm = () => {
    if (!group) return;
    remove.mutate(group.id, {
      onSuccess: () => {
        host.toast({ title: t('groups.toast.deleted') });
        onClose();
      },
      onError: () => toastError(t('groups.toast.deleteFailed')),
    });
  };
  return (
    <Dialog
      open={group !== null}
      onClose={onClose}
      title={t('delete')}
      description={group ? t('groups.confirmDelete', { name: group.name }) : undefined}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {t('delete')}
          </Button>
        </>
      }
    />
  );
}
