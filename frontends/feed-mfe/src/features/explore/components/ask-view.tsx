import type { ExplorePost } from '@agora/contracts';
import { Button, Spinner, Textarea, useHost } from '@agora/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askQuestion } from '../api/ask-question';
import { askErrorKey } from '../lib/ask-error';
import { PostList } from './post-list';

const SUGGESTIONS = ['electricity', 'rome', 'computer', 'dna'] as const;
export const PROGRESS_MESSAGES = 6;
export const PROGRESS_INTERVAL_MS = 2000;

/** Ask Anything: a question becomes a feed of posts about it. */
export function AskView({ onExplore }: { onExplore(post: ExplorePost): void }) {
  const { t } = useTranslation('feed');
  const host = useHost();
  const [question, setQuestion] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [posts, setPosts] = useState<ExplorePost[] | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (text: string) => {
    const trimmed = text.trim();
    if (!trimmed || loading) return;
    setLoading(true);
    try {
      const result = await askQuestion(trimmed, host.settings);
      setAsked(trimmed);
      setPosts(result.posts);
      if (result.notice) host.toast({ title: t('notice.title'), description: result.notice });
    } catch (error) {
      host.toast({ title: t('error'), description: t(askErrorKey(error)), variant: 'destructive' });
    } finally {
      setLoading(false);
    }
  };

  if (loading) return <AskProgress />;

  if (posts && asked) {
    return (
      <section className="feed-ask">
        <div className="feed-ask__asked">
          <span>{t('ask.youAsked')}</span> <strong>{asked}</strong>
        </div>
        {posts.some((p) => p.provider === 'offline') && (
          <p className="feed-notice" role="note">
            ⓘ {t('notice.offline')}
          </p>
        )}
        <PostList posts={posts} onExplore={onExplore} />
        <Button
          variant="outline"
          onClick={() => {
            setPosts(null);
            setAsked(null);
            setQuestion('');
          }}
        >
          {t('ask.again')}
        </Button>
      </section>
    );
  }

  return (
    <section className="feed-ask">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit(question);
        }}
        className="feed-stack"
      >
        <label htmlFor="feed-ask-input" className="feed-ask__label">
          {t('ask.prompt')}
        </label>
        <Textarea
          id="feed-ask-input"
          value={question}
          placeholder={t('ask.prompt')}
          onChange={(e) => setQuestion(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void submit(question);
            }
          }}
        />
        <Button type="submit" disabled={!question.trim()}>
          {t('ask.submit')}
        </Button>
      </form>
      <div className="feed-ask__suggestions">
        {SUGGESTIONS.map((key) => (
          <Button
            key={key}
            variant="secondary"
            size="sm"
            onClick={() => {
              setQuestion(t(`ask.suggestions.${key}`));
              void submit(t(`ask.suggestions.${key}`));
            }}
          >
            {t(`ask.suggestions.${key}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}

function AskProgress() {
  const { t } = useTranslation('feed');
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setStep((s) => (s + 1) % PROGRESS_MESSAGES),
      PROGRESS_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, []);
  return (
    <section className="feed-ask feed-ask--loading" aria-busy="true">
      <Spinner />
      <h2>{t('ask.preparing')}</h2>
      <p role="status">{t(`ask.progress.${step}`)}</p>
    </section>
  );
}
