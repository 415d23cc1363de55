import { Button, Input } from '@agora/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Inline comment box: Enter sends a trimmed, non-empty comment. */
export function CommentBox({
  pending,
  onComment,
}: {
  pending: boolean;
  onComment(content: string): Promise<unknown>;
}) {
  const { t } = useTranslation('feed');
  const [text, setText] = useState('');
  const content = text.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content || pending) return;
    try {
      await onComment(content);
      setText('');
    } catch {
      // The screen shows the failure; the text stays.
    }
  };

  return (
    <form className="home-row home-comment" onSubmit={submit}>
      <Input
        value={text}
        maxLength={280}
        autoFocus
        dir="auto"
        aria-label={t('homeFeed.commentLabel')}
        placeholder={t('homeFeed.commentPlaceholder')}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" size="sm" disabled={!content || pending}>
        {t('homeFeed.send')}
      </Button>
    </form>
  );
}
