import type { HomeFeedPost } from '@agora/contracts';
import { Badge } from '@agora/ui';
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
  comment(post: HomeFeedPost, content: string): Promise<unknown>;
  like(postId: string): void;
  isSaved(postId: string): boolean;
  save(post: HomeFeedPost): void;
  chat(author: string): void;
  remove(postId: string): void;
}

/** A post or reply: who, when, what, its actions, an inline comment box and the replies below it. */
export function HomePostCard({
  post,
  handlers,
  waiting = false,
  nested = false,
}: {
  post: HomeFeedPost;
  handlers: HomePostHandlers;
  waiting?: boolean;
  nested?: boolean;
}) {
  const { t, i18n } = useTranslation('feed');
  const author = post.aiAuthor ?? post.user?.username ?? t('homeFeed.learner');
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
      {post.replies.length > 0 && (
        <div className="home-post__replies">
          {post.replies.map((reply) => (
            <HomePostCard key={reply.id} post={reply} handlers={handlers} nested />
          ))}
        </div>
      )}
    </article>
  );
}
