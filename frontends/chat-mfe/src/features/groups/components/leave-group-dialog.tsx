import type { GroupChat } from '@agora/contracts';
import { Button, Dialog, toastError, useHost } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { useLeaveGroupChat } from '../api/leave-group-chat';

/** Asks 'Are you sure you want to leave "{name}"? …', then leaves and goes back to the chats hub. */
export function LeaveGroupDialog({
  group,
  open,
  onClose,
}: {
  group: GroupChat;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('chat');
  const host = useHost();
  const leave = useLeaveGroupChat();
  const confirm = () =>
    leave.mutate(group.id, {
      onSuccess: () => {
        host.toast({ title: t('groups.toast.left') });
        onClose();
        host.navigate('/chats?tab=groups');
      },
      onError: () => toastError(t('groups.toast.leaveFailed')),
    });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('groups.leave.button')}
      description={t('groups.leave.confirm', { name: group.name })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={leave.isPending}>
            {t('groups.leave.button')}
          </Button>
        </>
      }
    />
  );
}
