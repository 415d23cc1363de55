import type { GroupChat } from '@agora/contracts';
import { Button, EmptyState, ErrorCard, parseCreditsRequired, Spinner, useHost } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroupChats } from '../api/get-group-chats';
import { useCopyShareLink } from '../hooks/use-copy-share-link';
import { CREDITS_PATH } from '../lib/group-constants';
import { DeleteGroupDialog } from './delete-group-dialog';
import { GroupCard } from './group-card';
import { NewGroupDialog } from './new-group-dialog';
import './groups.css';

/** The chats hub's Study Groups tab: New Group, the grid of the learner's groups, the credit gate. */
export function GroupsTab() {
  const { t } = useTranslation('chat');
  const host = useHost();
  const groups = useGroupChats();
  const copyLink = useCopyShareLink();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<GroupChat | null>(null);
  const gate = parseCreditsRequired(groups.error);

  if (groups.isPending) return <Spinner label={t('loading')} />;
  if (gate)
    return (
      <EmptyState
        icon="🔒"
        title={t('groups.gate.title')}
        description={t('groups.gate.access', {
          required: gate.requiredCredits,
          current: gate.currentCredits,
        })}
        action={
          <Button onClick={() => host.navigate(CREDITS_PATH)}>{t('groups.gate.getCredits')}</Button>
        }
      />
    );
  if (groups.isError)
    return <ErrorCard message={t('groups.loadFailed')} onRetry={() => void groups.refetch()} />;

  return (
    <div className="groups-tab">
      <div className="groups-tab__bar">
        <Button onClick={() => setCreating(true)}>{t('groups.new.button')}</Button>
      </div>
      {groups.data.length === 0 ? (
        <EmptyState icon="👥" title={t('groups.empty')} />
      ) : (
        <ul className="groups-grid">
          {groups.data.map((group) => (
            <li key={group.id}>
              <GroupCard
                group={group}
                isCreator={group.createdBy === host.user?.id}
                onCopyLink={() => void copyLink(group.shareId)}
                onDelete={() => setDeleting(group)}
              />
            </li>
          ))}
        </ul>
      )}
      <NewGroupDialog open={creating} onClose={() => setCreating(false)} />
      <DeleteGroupDialog group={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
