import type { ExplorePost } from '@agora/contracts';
import { Button, useHost } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineEngineNotice } from '../../../components/posts/offline-engine-notice';
import { PostList } from '../../../components/posts/post-list';
import { useAskQuestion } from '../api/ask-question';
import { askErrorKey } from '../lib/ask-error';
import { AskForm } from './ask-form';
import { AskProgress } from './ask-progress';

/** Ask Anything: a question becomes a feed of posts about it. */
export function AskView({ onExplore }: { onExplore(post: ExplorePost): void }) {
  const { t } = useTranslation('feed');
  const host = useHost();
  const ask = useAskQuestion();
  const [asked, setAsked] = useState<{ question: string; posts: ExplorePost[] } | null>(null);

  const submit = (question: string) => {
    if (ask.isPending) return;
    ask.mutate(question, {
      onSuccess: (result) => {
        setAsked({ question, posts: result.posts });
        if (result.notice) host.toast({ title: t('notice.title'), description: result.notice });
      },
      onError: (error) =>
        host.toast({
          title: t('error'),
          description: t(askErrorKey(error)),
          variant: 'destructive',
        }),
    });
  };

  if (ask.isPending) return <AskProgress />;
  if (!asked) return <AskForm onAsk={submit} />;
  return (
    <section className="feed-ask">
      <div className="feed-ask__asked">
        <span>{t('ask.youAsked')}</span> <strong dir="auto">{asked.question}</strong>
      </div>
      <OfflineEngineNotice posts={asked.posts} />
      <PostList posts={asked.posts} onExplore={onExplore} />
      <Button variant="outline" onClick={() => setAsked(null)}>
        {t('ask.again')}
      </Button>
    </section>
  );
}
