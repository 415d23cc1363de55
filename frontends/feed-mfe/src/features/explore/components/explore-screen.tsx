import type { ExplorePost } from '@agora/contracts';
import { Button, Spinner, useHost } from '@agora/ui';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generateCustomPosts } from '../api/generate-custom-posts';
import { useSubscription } from '../api/get-subscription';
import { generatePosts } from '../api/generate-posts';
import { fallbackPosts, samplePosts } from '../lib/built-in-posts';
import { cachePosts, readCachedPosts } from '../lib/post-cache';
import { AskView } from './ask-view';
import { FeedSelector } from './feed-selector';
import { FloatingButton } from './floating-button';
import { OfflineBanner, useOnline } from './offline-banner';
import { PostList } from './post-list';
import { RabbitHoleView } from './rabbit-hole-view';
import { TopicsView } from './topics-view';

export type ExploreView = 'main' | 'custom' | 'question';

/** The main explore screen: historical feed, custom topics, Ask, rabbit holes, and the feed selector. */
export function ExploreScreen({ initialView = 'main' }: { initialView?: ExploreView }) {
  const { t } = useTranslation('feed');
  const host = useHost();
  const online = useOnline();
  useSubscription(Boolean(host.user), true);
  const [view, setView] = useState<ExploreView>(initialView);
  const [selectorOpen, setSelectorOpen] = useState(false);
  const [posts, setPosts] = useState<ExplorePost[]>(() => samplePosts(t));
  const [busy, setBusy] = useState(false);
  const [topics, setTopics] = useState<string[]>([]);
  const [thread, setThread] = useState<ExplorePost | null>(null);
  /** Whether the main view already shows (or is loading) real posts rather than the samples. */
  const feedRequested = useRef(false);

  const loadHistorical = async (append: boolean) => {
    const cachedNow = readCachedPosts();
    // Offline mode: with no connection, read the cache instead of waiting for a request to fail.
    if (host.settings.offlineMode && !navigator.onLine && cachedNow.length > 0) {
      host.toast({ title: t('offline.cachedTitle'), description: t('offline.cached') });
      setPosts(cachedNow);
      return;
    }
    setBusy(true);
    try {
      const result = await generatePosts(host.settings);
      cachePosts(result.posts);
      setPosts((prev) => (append ? [...prev, ...result.posts] : result.posts));
    } catch {
      const cached = readCachedPosts();
      if (cached.length > 0) {
        host.toast({ title: t('offline.cachedTitle'), description: t('offline.cached') });
        setPosts(cached);
      } else if (!append) setPosts(fallbackPosts(t));
    } finally {
      setBusy(false);
    }
  };

  const loadCustom = async () => {
    feedRequested.current = true;
    setBusy(true);
    try {
      const result = await generateCustomPosts(
        topics.length > 0 ? topics : ['General Knowledge'],
        host.settings,
      );
      cachePosts(result.posts);
      setPosts(result.posts);
      setView('main');
    } catch {
      host.toast({ title: t('error'), description: t('errors.custom'), variant: 'destructive' });
      setPosts(fallbackPosts(t));
      setView('main');
    } finally {
      setBusy(false);
    }
  };

  // The first time the historical feed is shown, the samples are replaced by the generated feed.
  const loadFirstFeed = useEffectEvent(() => void loadHistorical(false));
  useEffect(() => {
    if (view !== 'main' || feedRequested.current) return;
    feedRequested.current = true;
    loadFirstFeed();
  }, [view]);

  if (thread) return <RabbitHoleView original={thread} onBack={() => setThread(null)} />;

  return (
    <div className="feed-screen">
      {!online && <OfflineBanner />}
      <nav className="feed-views" aria-label={t('views.label')}>
        <Button
          variant={view === 'main' ? 'primary' : 'ghost'}
          size="sm"
          aria-pressed={view === 'main'}
          onClick={() => setSelectorOpen(true)}
        >
          {t('views.main')}
        </Button>
        <Button
          variant={view === 'custom' ? 'primary' : 'ghost'}
          size="sm"
          aria-pressed={view === 'custom'}
          onClick={() => setView('custom')}
        >
          {t('views.custom')}
        </Button>
        <Button
          variant={view === 'question' ? 'primary' : 'ghost'}
          size="sm"
          aria-pressed={view === 'question'}
          onClick={() => setView('question')}
        >
          {t('views.question')}
        </Button>
      </nav>
      {view === 'question' && <AskView onExplore={setThread} />}
      {view === 'custom' && (
        <TopicsView
          topics={topics}
          onChange={setTopics}
          onGenerate={() => void loadCustom()}
          busy={busy}
        />
      )}
      {view === 'main' && (
        <>
          <div className="feed-intro">
            <h1>{t('main.title')}</h1>
            <Button variant="ghost" size="sm" onClick={() => setView('question')}>
              {t('main.learnMore')}
            </Button>
          </div>
          {busy && posts.length === 0 && <Spinner label={t('loading')} />}
          {posts.some((p) => p.provider === 'offline') && (
            <p className="feed-notice" role="note">
              ⓘ {t('notice.offline')}
            </p>
          )}
          <PostList posts={posts} onExplore={setThread} />
        </>
      )}
      {view !== 'question' && (
        <FloatingButton
          busy={busy}
          onPress={() => void (view === 'custom' ? loadCustom() : loadHistorical(true))}
        />
      )}
      <FeedSelector
        open={selectorOpen}
        onClose={() => setSelectorOpen(false)}
        onPick={(feed) => {
          setSelectorOpen(false);
          if (feed === 'homeFeed') host.navigate('/home');
          else setView('main');
        }}
      />
    </div>
  );
}
