import { Button, EmptyState, Tabs, useHost } from '@agora/ui';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MentorsTab } from './mentors-tab';
import './chats-hub.css';

type Tab = 'mentors' | 'groups';

/** /chats — AI Mentors and (in a later issue) Study Groups; visitors are asked to sign in. */
export function ChatsHubPage({
  MentorManager,
}: Pick<ComponentProps<typeof MentorsTab>, 'MentorManager'>) {
  const { t } = useTranslation('chat');
  const host = useHost();
  const [tab, setTab] = useState<Tab>('mentors');

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
            content: <EmptyState icon="👥" title={t('hub.groupsSoon')} />,
          },
        ]}
      />
    </section>
  );
}
