import { Button, EmptyState, Tabs, useHost } from '@agora/ui';
import type { ComponentProps, ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MentorsTab } from './mentors-tab';
import './chats-hub.css';

type Tab = 'mentors' | 'groups';

const tabOf = (value: string | null): Tab => (value === 'groups' ? 'groups' : 'mentors');

/**
 * /chats?tab=mentors|groups — AI Mentors and Study Groups (the tab is read from and written to the
 * query); visitors are asked to sign in. The groups tab comes from its own feature, passed in.
 */
export function ChatsHubPage({
  MentorManager,
  GroupsTab,
}: Pick<ComponentProps<typeof MentorsTab>, 'MentorManager'> & { GroupsTab: ComponentType }) {
  const { t } = useTranslation('chat');
  const host = useHost();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const setTab = (next: Tab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  if (!host.user) {
    return (
      <section className="chats-hub">
        <EmptyState
          icon="🔒"
          title={t('hub.signInRequired')}
          description={t('hub.signInText')}
          action={<Button onClick={() => host.login()}>{t('signIn')}</Button>}
        />
      </section>
    );
  }
  return (
    <section className="chats-hub">
      <h1>{t('title.chats')}</h1>
      <Tabs<Tab>
        label={t('title.chats')}
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'mentors',
            label: t('hub.tabs.mentors'),
            content: <MentorsTab MentorManager={MentorManager} />,
          },
          {
            value: 'groups',
            label: t('hub.tabs.groups'),
            content: <GroupsTab />,
          },
        ]}
      />
    </section>
  );
}
