import type { ExplorePost } from '@agora/contracts';
import { Button, Spinner, useHost } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { PostCard } from '../../../components/posts/post-card';
import { usePostActions } from '../../../lib/posts/use-post-actions';
import { useRabbitHoleThread, type ThreadOpening } from '../hooks/use-rabbit-hole-thread';
import { useShareThread } from '../hooks/use-share-thread';
import { useSwipeBack } from '../hooks/use-swipe-back';
import { useThreadReply } from '../hooks/use-thread-reply';
import { ReplyComposer } from './reply-composer';
import { StreamingDrafts } from './streaming-drafts';
import { ThreadToolbar } from './thread-toolbar';

/**
 * A discussion thread opened from a post: figures dig deeper and answer the user's replies.
 * `storedId` reads a stored thread back; `onStored` is told the id of a newly stored one.
 */
export function RabbitHoleView({
  original,
  onBack,
  storedId,
  onStored,
}: { original: ExplorePost; onBack(): void } & ThreadOpening) {
  const { t } = useTranslation('feed');
  const host = useHost();
  const actionsFor = usePostActions();
  const thread = useRabbitHoleThread(original, { storedId, onStored });
  const reply = useThreadReply(original, thread.holeId, thread.addConversation);
  const share = useShareThread(thread.holeId);
  const swipe = useSwipeBack(onBack);
  const card = (post: ExplorePost) => (
    <PostCard
      key={post.id}
      post={post}
      actions={{ ...actionsFor(post), onReply: () => reply.setReplyTo(post) }}
    />
  );

  return (
    <section className="feed-thread" aria-label={t('thread.title')} {...swipe}>
      <ThreadToolbar
        onBack={onBack}
        onShare={() => void share()}
        canShare={Boolean(thread.holeId)}
        oneOnOne={reply.oneOnOne}
        onOneOnOneChange={reply.setOneOnOne}
        onRefresh={() => void thread.refresh()}
        refreshing={thread.generating}
      />
      {card(original)}
      {thread.entries.map((entry) => card(entry.post))}
      <StreamingDrafts drafts={reply.drafts} />
      {(thread.generating || reply.sending) && <Spinner label={t('thread.thinking')} />}
      <div className="feed-stack">
        <Button variant="secondary" onClick={thread.deepDive} disabled={thread.generating}>
          {t('thread.deepDive')}
        </Button>
        <Button variant="outline" onClick={thread.morePosts} disabled={thread.generating}>
          {t('thread.morePosts')}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {t('thread.backToMain')}
        </Button>
      </div>
      <ReplyComposer
        ready={Boolean(thread.holeId)}
        sending={reply.sending}
        replyTo={reply.replyTo?.author ?? null}
        onClearReplyTo={() => reply.setReplyTo(null)}
        oneOnOne={reply.oneOnOne}
        onOneOnOneChange={reply.setOneOnOne}
        displayName={reply.displayName}
        postingAs={reply.postingAs}
        onDisplayNameSet={reply.setDisplayName}
        onPost={reply.send}
        onNotReady={() =>
          host.toast({ title: t('thread.pleaseWait'), description: t('thread.settingUpLong') })
        }
      />
    </section>
  );
}
