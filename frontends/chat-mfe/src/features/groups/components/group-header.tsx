import type { GroupChat } from '@agora/contracts';
import { BackArrowIcon, Button, ShareIcon, useHost } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyShareLink } from '../hooks/use-copy-share-link';
import { LeaveGroupDialog } from './leave-group-dialog';
import { MembersDialog } from './members-dialog';

/**
 * Back, name, member count (opens the members dialog, where a member other than the creator may
 * leave the group) and the share-link copy button.
 */
export function GroupHeader({ group }: { group: GroupChat }) {
  const { t } = useTranslation('chat');
  const host = useHost();
  const copyLink = useCopyShareLink();
  const [showMembers, setShowMembers] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // The creator deletes their group from the chats hub instead (the server refuses them a leave).
  const mayLeave = host.user !== null && host.user.id !== group.createdBy;
  return (
    <header className="group-room__header">
      <Button variant="ghost" size="sm" onClick={() => host.navigate('/chats?tab=groups')}>
        <BackArrowIcon /> {t('groups.room.back')}
      </Button>
      <div className="group-room__title">
        <h1 dir="auto">{group.name}</h1>
        <button type="button" className="group-room__members" onClick={() => setShowMembers(true)}>
          {t('groups.memberCount', { count: group.memberCount })}
        </button>
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('groups.copyLink')}
        onClick={() => void copyLink(group.shareId)}
      >
        <ShareIcon />
      </Button>
      <MembersDialog
        groupId={group.id}
        open={showMembers}
        onClose={() => setShowMembers(false)}
        onLeave={
          mayLeave
            ? () => {
                setShowMembers(false);
                setLeaving(true);
              }
            : undefined
        }
      />
      {mayLeave && (
        <LeaveGroupDialog group={group} open={leaving} onClose={() => setLeaving(false)} />
      )}
    </header>
  );
}
