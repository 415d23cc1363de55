import { HOME_FEED_POST_MAX } from '@agora/contracts/src/home-feed-constants';
import { Button, Label, Textarea } from '@agora/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The composer: up to 280 characters, '{n} characters remaining', Post disabled when blank. */
export function PostComposer({
  pending,
  onPost,
}: {
  pending: boolean;
  onPost(content: string): Promise<unknown>;
}) {
  const { t } = useTranslation('feed');
  const [text, setText] = useState('');
  const id = useId();
  const content = text.trim();
  const remaining = HOME_FEED_POST_MAX - text.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content || content.length > HOME_FEED_POST_MAX || pending) return;
    try {
      await onPost(content);
      setText('');
    } catch {
      // The screen shows the failure; the text stays so it can be sent again.
    }
  };

  return (
    <form className="home-composer ag-card" onSubmit={submit}>
      <Label htmlFor={id}>{t('homeFeed.composerLabel')}</Label>
      <Textarea
        id={id}
        value={text}
        maxLength={HOME_FEED_POST_MAX}
        rows={3}
        dir="auto"
        placeholder={t('homeFeed.composerPlaceholder')}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={`${id}-remaining`}
      />
      <div className="home-row home-row--between">
        <span id={`${id}-remaining`} className="ag-muted" aria-live="polite">
          {t('homeFeed.charactersRemaining', { n: remaining })}
        </span>
        <Button type="submit" disabled={!content || pending}>
          {pending ? t('homeFeed.posting') : t('homeFeed.post')}
        </Button>
      </div>
    </form>
  );
}
