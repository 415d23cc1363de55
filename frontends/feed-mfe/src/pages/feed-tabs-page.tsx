import { Button, EmptyState, LockIcon, Tabs, useHost, useSubscription } from '@agora/ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

import { ExploreScreen, type ExploreNavigation, type ExploreView } from './explore-screen';

const TABS = ['historical', 'home', 'topics', 'agents'] as const;
type Tab = (typeof TABS)[number];
export const AGENTS_MIN_CREDITS = 5;
/** `view=ask`: the Historical tab's Ask Anything (its Learn More too), kept over Back and reload. */
const ASK = 'ask';

/**
 * `/feed?tab=…`: Historical, Home, Topics and AI Agents (locked below 5 credits); the tab lives in
 * the query. `home` is the Home tab's screen (another feature's, so the route passes it in).
 * One navigation: Topics is this page's tab only, and the Historical tab's own bar (Historical
 * Feed | Ask Anything) keeps its choice in the query beside the tab (`?tab=historical&view=ask`).
 */
export function FeedTabsPage({ home }: { home?: ReactNode }) {
  const { t } = useTranslation('feed');
  const host = useHost();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '')
    ? (requested as Tab)
    : 'historical';
  const historicalView: ExploreView = params.get('view') === ASK ? 'question' : 'main';
  const historical: ExploreNavigation = {
    view: historicalView,
    views: ['main', 'question'],
    // A history entry of its own: the phone's Back goes from Ask to the feed it came from.
    onViewChange: (next) =>
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        p.set('tab', 'historical');
        if (next === 'question') p.set('view', ASK);
        else p.delete('view');
        return p;
      }),
  };
  const topics: ExploreNavigation = { view: 'custom', views: ['custom'], onViewChange: () => {} };
  const subscription = useSubscription({ enabled: Boolean(host.user) });
  const credits = subscription.data?.credits ?? host.user?.credits ?? 0;

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
    <Tabs<Tab>
      className="feed-tabs"
      label={t('title.feed')}
      value={tab}
      onValueChange={(next) =>
        setParams(
          (prev) => {
            const p = new URLSearchParams(prev);
            p.set('tab', next);
            p.delete('view');
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
            tab === 'historical' ? (
              <ExploreScreen key="historical" navigation={historical} />
            ) : null,
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
          content: tab === 'topics' ? <ExploreScreen key="topics" navigation={topics} /> : null,
        },
        { value: 'agents', label: t('tabs.agents'), content: agents },
      ]}
    />
  );
}
