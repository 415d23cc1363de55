import { Button, EmptyState, LockIcon, Tabs, useHost, useSubscription } from '@agora/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

import { ExploreScreen } from './explore-screen';

const TABS = ['historical', 'home', 'topics', 'agents'] as const;
type Tab = (typeof TABS)[number];
export const AGENTS_MIN_CREDITS = 5;

/**
 * `/feed?tab=…`: Historical, Home, Topics and AI Agents (locked below 5 credits); the tab lives in
 * the query. `home` is the Home tab's screen (another feature's, so the route passes it in).
 */
export function FeedTabsPage({ home }: { home?: ReactNode }) {
  const { t } = useTranslation('feed');
  const host = useHost();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '')
    ? (requested as Tab)
    : 'historical';
  const subscription = useSubscription({ enabled: Boolean(host.user) });
  const credits = subscription.data?.credits ?? host.user?.credits ?? 0;
  // A strip wider than the phone scrolls: the chosen tab (from a link too) is brought into view.
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    strip.current
      ?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  const agents =
    credits >= AGENTS_MIN_CREDITS ? (
      <EmptyState
        title={t('tabs.agents')}
        action={<Button onClick={() => host.navigate('/agents')}>{t('tabs.launchAgents')}</Button>}
      />
    ) : (
      <EmptyState
        icon={<LockIcon size={40} />}
        title={t('tabs.unlockAgents')}
        description={t('tabs.agentsNeedCredits')}
        action={<Button onClick={() => host.navigate('/credits')}>{t('tabs.getCredits')}</Button>}
      />
    );

  return (
    <div ref={strip}>
      <Tabs<Tab>
        className="feed-tabs"
        label={t('title.feed')}
        value={tab}
        onValueChange={(next) =>
          setParams(
            (prev) => {
              const p = new URLSearchParams(prev);
              p.set('tab', next);
              return p;
            },
            { replace: true },
          )
        }
        items={[
          {
            value: 'historical',
            label: t('tabs.historical'),
            content:
              tab === 'historical' ? <ExploreScreen key="historical" initialView="main" /> : null,
          },
          {
            value: 'home',
            label: t('tabs.home'),
            content:
              tab === 'home' && home ? (
                home
              ) : (
                <EmptyState
                  title={t('tabs.home')}
                  action={
                    <Button onClick={() => host.navigate('/home')}>{t('tabs.openHome')}</Button>
                  }
                />
              ),
          },
          {
            value: 'topics',
            label: t('tabs.topics'),
            content: tab === 'topics' ? <ExploreScreen key="topics" initialView="custom" /> : null,
          },
          { value: 'agents', label: t('tabs.agents'), content: agents },
        ]}
      />
    </div>
  );
}
