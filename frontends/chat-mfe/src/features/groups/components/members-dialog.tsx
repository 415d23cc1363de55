import { Badge, Dialog, Spinner } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { useGroupMembers } from '../api/get-group-members';

/** The group's members; role `admin` is marked Admin. */
export function MembersDialog({
  groupId,
  open,
  onClose,
}: {
  groupId: string;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('chat');
  const members = useGroupMembers(groupId, open);
  return (
    <Dialog open={open} onClose={onClose} title={t('groups.room.members')}>
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
