import { Badge, Button, Dialog, Spinner } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { useGroupMembers } from '../api/get-group-members';

/** The group's members; role `admin` is marked Admin. `onLeave`, if given, offers Leave group. */
export function MembersDialog({
  groupId,
  open,
  onClose,
  onLeave,
}: {
  groupId: string;
  open: boolean;
  onClose(): void;
  onLeave?: () => void;
}) {
  const { t } = useTranslation('chat');
  const members = useGroupMembers(groupId, open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('groups.room.members')}
      footer={
        onLeave && (
          <Button variant="destructive" onClick={onLeave}>
            {t('groups.leave.button')}
          </Button>
        )
      }
    >
      {members.isPending ? (
        <Spinner label={t('loading')} />
      ) : (
        <ul className="group-members">
          {(members.data ?? []).map((m) => (
            <li key={m.id}>
              <span dir="auto">{m.user.username}</span>
              {m.role === 'admin' && <Badge>{t('groups.room.admin')}</Badge>}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
