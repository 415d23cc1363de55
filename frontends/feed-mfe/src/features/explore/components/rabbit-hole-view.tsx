import type { ExplorePost } from '@agora/contracts';
import { BackArrowIcon, Button, ShareIcon, Spinner, useHost } from '@agora/ui';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createRabbitHole, generateRabbitHole } from '../api/rabbit-hole-api';
import { postReply } from '../api/post-reply';
import { scriptedDeepDive } from '../lib/built-in-posts';
import { explorerName } from '../lib/reply-limits';
import { isSwipeBack, type Point } from '../lib/swipe-back';
import { PostCard } from './post-card';
import { ReplyComposer } from './reply-composer';
import { usePostActions } from './use-post-actions';
import { useThreadStream } from './use-thread-stream';

/** A discussion thread opened from a post: figures dig deeper and answer the user's replies. */
export function RabbitHoleView({ original, onBack }: { original: ExplorePost; onBack(): void }) {
  const { t } = useTranslation('feed');
  const host = useHost();
  const actionsFor = usePostActions();
  const stream = useThreadStream();
  const [holeId, setHoleId] = useState<string | null>(null);
  const [posts, setPosts] = useState<ExplorePost[]>([]);
  const [generating, setGenerating] = useState(false);
  const [sending, setSending] = useState(false);
  const [oneOnOne, setOneOnOne] = useState(false);
  const [replyTo, setReplyTo] = useState<ExplorePost | null>(null);
  const [guestName] = useState(() => explorerName());
  const swipeStart = useRef<Point | null>(null);
  const displayName = host.settings.displayName.trim();

  const deepen = async (id: string | null, about: ExplorePost) => {
    setGenerating(true);
    try {
      const result = await generateRabbitHole(
        about,
        id && !id.startsWith('local-') ? id : null,
        host.settings,
      );
      setPosts((prev) => [...prev, ...result.posts]);
    } catch {
      setPosts((prev) => [...prev, ...scriptedDeepDive(t)]);
    } finally {
      setGenerating(false);
    }
  };

  // The thread is set up once per opened post, with the settings and post of that moment.
  const openThread = useEffectEvent(async (isCancelled: () => boolean) => {
    let id: string;
    try {
      id = (await createRabbitHole(original, host.settings)).id;
    } catch {
      id = `local-${crypto.randomUUID()}`;
    }
    if (isCancelled()) return;
    setHoleId(id);
    await deepen(id, original);
  });
  useEffect(() => {
    let cancelled = false;
    void openThread(() => cancelled);
    return () => {
      cancelled = true;
    };
  }, [original.id]);

  const send = async (text: string): Promise<boolean> => {
    if (!holeId) return false;
    setSending(true);
    const streamId = stream.begin();
    try {
      const target = replyTo ?? original;
      const { userPost, answers } = await postReply(
        {
          rabbitHoleId: holeId,
          username: displayName || guestName,
          content: text,
          replyTo: { id: target.id, author: target.author },
          original,
          oneOnOne,
          streamId,
        },
        host.settings,
      );
      setPosts((prev) => [...prev, userPost, ...answers]);
      setReplyTo(null);
      return true;
    } catch {
      host.toast({ title: t('error'), description: t('errors.post'), variant: 'destructive' });
      return false;
    } finally {
      stream.end();
      setSending(false);
    }
  };

  const share = async () => {
    if (!holeId) return;
    const link = `${window.location.origin}/#/rabbit-hole/${holeId}`;
    try {
      await navigator.clipboard.writeText(link);
      host.toast({ title: t('thread.linkCopied'), description: link });
    } catch {
      host.toast({ title: t('thread.shareLink'), description: link });
    }
  };

  return (
    <section
      className="feed-thread"
      aria-label={t('thread.title')}
      onTouchStart={(e) => {
        const touch = e.touches[0];
        if (touch) swipeStart.current = { x: touch.clientX, y: touch.clientY };
      }}
      onTouchEnd={(e) => {
        const touch = e.changedTouches[0];
        if (
          swipeStart.current &&
          touch &&
          isSwipeBack(swipeStart.current, { x: touch.clientX, y: touch.clientY })
        )
          onBack();
        swipeStart.current = null;
      }}
    >
      <header className="feed-row feed-row--between feed-thread__bar">
        <Button variant="ghost" size="sm" onClick={onBack} aria-label={t('thread.back')}>
          <BackArrowIcon /> {t('thread.back')}
        </Button>
        <div className="feed-row">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void share()}
            disabled={!holeId}
            aria-label={t('thread.share')}
          >
            <ShareIcon size={18} />
          </Button>
          <Button
            variant={oneOnOne ? 'primary' : 'ghost'}
            size="sm"
            aria-pressed={oneOnOne}
            onClick={() => setOneOnOne(!oneOnOne)}
          >
            {t('thread.oneOnOne')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setPosts([]);
              void deepen(holeId, original);
            }}
            disabled={generating}
            aria-label={t('thread.refresh')}
          >
            ⟳
          </Button>
        </div>
      </header>
      <PostCard
        post={original}
        actions={{ ...actionsFor(original), onReply: () => setReplyTo(original) }}
      />
      {posts.map((post) => (
        <PostCard
          key={post.id}
          post={post}
          actions={{ ...actionsFor(post), onReply: () => setReplyTo(post) }}
        />
      ))}
      {Object.entries(stream.drafts).map(([author, text]) => (
        <div key={author} className="feed-post feed-post--streaming" aria-live="polite">
          <strong>{author}</strong>
          <p>{text}</p>
        </div>
      ))}
      {(generating || sending) && <Spinner label={t('thread.thinking')} />}
      <div className="feed-stack">
        <Button
          variant="secondary"
          onClick={() => void deepen(holeId, posts.at(-1) ?? original)}
          disabled={generating}
        >
          {t('thread.deepDive')}
        </Button>
        <Button
          variant="outline"
          onClick={() => void deepen(holeId, original)}
          disabled={generating}
        >
          {t('thread.morePosts')}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {t('thread.backToMain')}
        </Button>
      </div>
      <ReplyComposer
        ready={Boolean(holeId)}
        sending={sending}
        replyTo={replyTo?.author ?? null}
        onClearReplyTo={() => setReplyTo(null)}
        oneOnOne={oneOnOne}
        onOneOnOneChange={setOneOnOne}
        displayName={displayName}
        postingAs={displayName || guestName}
        onDisplayNameSet={(name) => host.saveSettings({ ...host.settings, displayName: name })}
        onPost={send}
        onNotReady={() =>
          host.toast({ title: t('thread.pleaseWait'), description: t('thread.settingUpLong') })
        }
      />
    </section>
  );
}
