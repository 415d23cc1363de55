import { Button, EmptyState, Spinner, toastError, useHost } from '@agora/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useGroupShare } from '../api/get-group-share';
import { membershipCapOf, membershipCapTexts } from '../../../lib/group-limits';
import { useJoinGroupChat } from '../api/join-group-chat';
import './join-page.css';

/**
 * /join/:shareId — shows the invitation; a signed-in learner is joined automatically, once. A
 * join refused at a membership cap (the group is full, or the learner is in as many groups as one
 * may be) says so in place of the invitation.
 */
export function JoinPage() {
  const { shareId = '' } = useParams();
  const { t } = useTranslation('chat');
  const host = useHost();
  const share = useGroupShare(shareId);
  const join = useJoinGroupChat();
  const asked = useRef(false);
  const signedIn = Boolean(host.user);
  const group = share.data;

  useEffect(() => {
    if (!signedIn || !group || asked.current) return;
    asked.current = true;
    join.mutate(
      { id: group.id, shareId },
      {
        onSuccess: (result) => {
          if (result.creditsGranted)
            host.toast({
              title: t('groups.join.welcome'),
              description: t('groups.join.creditsGranted', { count: result.creditsGranted }),
            });
          else host.toast({ title: t('groups.join.joined') });
          host.navigate(`/chats/${result.groupId}`);
        },
        onError: (error) => {
          if (membershipCapOf(error)) return;
          if (/credits/i.test((error as Error).message))
            host.navigate(`/credits?redirect=/join/${encodeURIComponent(shareId)}`);
          else toastError(t('groups.join.failed'));
        },
      },
    );
  }, [signedIn, group, join, host, shareId, t]);

  if (share.isPending) return <Spinner size="lg" label={t('loading')} />;
  const cap = membershipCapOf(join.error);
  if (cap) {
    const texts = membershipCapTexts(cap);
    return (
      <EmptyState
        icon="🚪"
        title={t(texts.title)}
        description={t(texts.text, { limit: cap.limit })}
        action={
          <Button onClick={() => host.navigate('/chats?tab=groups')}>
            {t('groups.join.goToChats')}
          </Button>
        }
      />
    );
  }
  if (share.isError || !group)
    return (
      <EmptyState
        icon="🔗"
        title={t('groups.join.notFoundTitle')}
        description={t('groups.join.notFoundText')}
        action={
          <Button onClick={() => host.navigate('/chats?tab=groups')}>
            {t('groups.join.goToChats')}
          </Button>
        }
      />
    );
  if (signedIn)
    return (
      <section className="join-page">
        <Spinner label={t('groups.join.joining', { name: group.name })} />
        <p>{t('groups.join.joining', { name: group.name })}</p>
      </section>
    );
  return (
    <section className="join-page">
      <h1 dir="auto">{group.name}</h1>
      {group.description && (
        <p className="ag-muted" dir="auto">
          {group.description}
        </p>
      )}
      <Button onClick={() => host.login(`/join/${shareId}`)}>{t('groups.join.signIn')}</Button>
    </section>
  );
}
