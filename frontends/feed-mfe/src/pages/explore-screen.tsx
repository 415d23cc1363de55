import { Button, useHost, useSubscription } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FloatingButtonCovered } from '../components/floating-button';
import { AskView } from '../features/ask/components/ask-view';
import { FeedSelector } from '../features/explore-feed/components/feed-selector';
import { HistoricalFeed } from '../features/explore-feed/components/historical-feed';
import { OfflineBanner, useOnline } from '../features/explore-feed/components/offline-banner';
import { RabbitHoleView } from '../features/rabbit-holes/components/rabbit-hole-view';
import { SharedThread } from '../features/rabbit-holes/components/shared-thread';
import { useThreadAddress } from '../features/rabbit-holes/hooks/use-thread-address';
import { TopicsView } from '../features/topics/components/topics-view';
import { useCoveredScroll } from '../lib/use-covered-scroll';

export type ExploreView = 'main' | 'custom' | 'question';

const VIEWS: readonly ExploreView[] = ['main', 'custom', 'question'];

/**
 * Given by a page that keeps the view itself (`/feed` keeps it in the address): the view shown,
 * the views its bar offers (none when fewer than two), and what a press or Learn More asks for.
 */
export interface ExploreNavigation {
  view: ExploreView;
  views: readonly ExploreView[];
  onViewChange(view: ExploreView): void;
}

/**
 * The main explore screen (spec 01 §2): the historical feed, custom topics and Ask, the feed
 * selector, and the rabbit hole a post opens (or a share link names), kept in the address. Each
 * view keeps its state, and the screen its scroll position, while another view or a thread is
 * shown.
 */
export function ExploreScreen({
  initialView = 'main',
  navigation,
}: {
  initialView?: ExploreView;
  navigation?: ExploreNavigation;
}) {
  const { t } = useTranslation('feed');
  const host = useHost();
  const online = useOnline();
  useSubscription({ enabled: Boolean(host.user), poll: true });
  const [ownView, setOwnView] = useState<ExploreView>(initialView);
  const view = navigation?.view ?? ownView;
  const offered = navigation?.views ?? VIEWS;
  const [seen, setSeen] = useState<ReadonlySet<ExploreView>>(() => new Set([view]));
  // A view reached through the address (Back, Forward) is kept mounted like one pressed here.
  if (!seen.has(view)) setSeen(new Set(seen).add(view));
  const [selectorOpen, setSelectorOpen] = useState(false);
  const address = useThreadAddress();
  const { thread } = address;
  useCoveredScroll(thread !== null);

  const show = (next: ExploreView) => {
    address.close();
    if (navigation) navigation.onViewChange(next);
    else setOwnView(next);
    setSeen((prev) => new Set(prev).add(next));
  };

  return (
    <>
      {thread?.kind === 'own' && (
        <RabbitHoleView
          key={thread.original.id}
          original={thread.original}
          storedId={thread.id}
          onStored={address.stored}
          onBack={address.close}
        />
      )}
      {thread?.kind === 'shared' && (
        <SharedThread key={thread.id} id={thread.id} onClose={address.close} />
      )}
      {/* Hidden, not unmounted, under a thread: its feed and scroll position wait for Back. */}
      <FloatingButtonCovered value={thread !== null}>
        <div className="feed-screen" hidden={thread !== null}>
          {!online && <OfflineBanner />}
          {offered.length > 1 && (
            <nav className="feed-views" aria-label={t('views.label')}>
              {offered.map((name) => (
                <Button
                  key={name}
                  variant={view === name ? 'primary' : 'ghost'}
                  size="sm"
                  aria-pressed={view === name}
                  // The feed selector's choice of Home is the tab page's own tab there.
                  onClick={() =>
                    name === 'main' && !navigation ? setSelectorOpen(true) : show(name)
                  }
                >
                  {t(`views.${name}`)}
                </Button>
              ))}
            </nav>
          )}
          {/* A view once opened stays mounted (hidden), so its feed survives a visit elsewhere. */}
          {seen.has('question') && (
            <div hidden={view !== 'question'}>
              <AskView onExplore={address.open} />
            </div>
          )}
          {seen.has('custom') && (
            <div hidden={view !== 'custom'}>
              <TopicsView onExplore={address.open} />
            </div>
          )}
          {seen.has('main') && (
            <div hidden={view !== 'main'}>
              <HistoricalFeed onExplore={address.open} onLearnMore={() => show('question')} />
            </div>
          )}
          <FeedSelector
            open={selectorOpen}
            onClose={() => setSelectorOpen(false)}
            onPick={(feed) => {
              setSelectorOpen(false);
              if (feed === 'homeFeed') host.navigate('/home');
              else show('main');
            }}
          />
        </div>
      </FloatingButtonCovered>
    </>
  );
}
