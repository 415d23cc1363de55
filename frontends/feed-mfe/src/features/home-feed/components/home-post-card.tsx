import type { HomeFeedPost } from '@agora/contracts';
import { Badge } from '@agora/ui';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { postAge } from '../lib/post-age';
import { AiWorking } from './ai-working';
import { CommentBox } from './comment-box';
import { HomePostActions } from './home-post-actions';

/** What a card can ask of the screen; the same for a post and every reply nested under it. */
export interface HomePostHandlers {
  userId: string | null;
  commentingOn: string | null;
  commentPending: boolean;
  toggleComment(postId: string): void;
  /** `rootId`: the conversation's top-level post, where the card knows it. */
  comment(post: HomeFeedPost, content: string, rootId?: string): Promise<unknown>;
  like(postId: string): void;
  isSaved(postId: string): boolean;
  save(post: HomeFeedPost): void;
  chat(author: string): void;
  remove(postId: string): void;
}

/**
 * A post or reply: who, when, what, its actions, an inline comment box and the replies below it
 * (`earlier`: what reads a conversation's earlier replies, above them).
 */
export function HomePostCard({
  post,
  handlers,
  waiting = false,
  nested = false,
  parentId,
  earlier,
  repliesRef,
}: {
  post: HomeFeedPost;
  handlers: HomePostHandlers;
  waiting?: boolean;
  nested?: boolean;
  /** The post this reply is shown under. */
  parentId?: string;
  earlier?: ReactNode;
  repliesRef?: Ref<HTMLDivElement>;
}) {
  const { t, i18n } = useTranslation('feed');
  const author = post.aiAuthor ?? post.user?.username ?? t('homeFeed.learner');
  // Shown under the post while the comment it answers is among the earlier replies not yet read.
  const answersEarlier = parentId !== undefined && post.parentPostId !== parentId;
  return (
    <article
      className={nested ? 'home-post home-post--reply' : 'home-post ag-card'}
      data-testid={nested ? 'home-reply' : 'home-post'}
      aria-label={t('homeFeed.postBy', { author })}
    >
      <header className="home-post__header">
        <span className="home-post__avatar" aria-hidden="true">
          {post.aiAvatar ?? author.slice(0, 1).toUpperCase()}
        </span>
        <div className="home-post__who">
          {/* Learners' and figures' words in any language: each reads in its own direction. */}
          <strong dir="auto">{author}</strong>
          {post.aiSpecialty && (
            <span className="ag-muted" dir="auto">
              {post.aiSpecialty}
            </span>
          )}
          {/* A learner may call themselves after a figure: their posts say whose they are. */}
          {!post.isAiResponse && post.user?.username && (
            <span className="ag-muted">{t('homeFeed.learner')}</span>
          )}
        </div>
        {post.isAiResponse && <Badge>{t('homeFeed.aiBadge')}</Badge>}
        <time className="ag-muted home-post__time" dateTime={post.createdAt}>
          {postAge(post.createdAt, i18n.language)}
        </time>
      </header>
      {answersEarlier && (
        <p className="ag-muted home-post__context">{t('homeFeed.replyToEarlier')}</p>
      )}
      <p className="home-post__content" dir="auto">
        {post.content}
      </p>
      <HomePostActions post={post} handlers={handlers} />
      {handlers.commentingOn === post.id && (
        <CommentBox
          pending={handlers.commentPending}
          onComment={(content) => handlers.comment(post, content)}
        />
      )}
      {waiting && <AiWorking label={t('homeFeed.aiWorkingReply')} />}
      {(post.replies.length > 0 || earlier) && (
        <div
          ref={repliesRef}
          className="home-post__replies"
          role="group"
          aria-label={t('homeFeed.repliesTo', { author })}
          tabIndex={repliesRef ? -1 : undefined}
        >
          {earlier}
          {post.replies.map((reply) => (
            <HomePostCard
              key={reply.id}
              post={reply}
              handlers={handlers}
              parentId={post.id}
              nested
            />
          ))}
        </div>
      )}
    </article>
  );
}
