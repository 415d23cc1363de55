import { Button, DISPLAY_NAME_MAX, Input } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** 'Your display name' + Set: saved to Settings, so it is the name in Settings too. */
export function DisplayNameForm({
  id,
  initial = '',
  onSet,
}: {
  id?: string;
  initial?: string;
  onSet(name: string): void;
}) {
  const { t } = useTranslation('feed');
  const [draft, setDraft] = useState(initial);
  return (
    <form
      id={id}
      className="feed-row feed-row--nowrap"
      onSubmit={(e) => {
        e.preventDefault();
        if (draft.trim()) onSet(draft.trim());
      }}
    >
      <Input
        aria-label={t('thread.displayName')}
        placeholder={t('thread.displayName')}
        value={draft}
        // Opened on demand (Change): the learner types at once.
        autoFocus
        dir="auto"
        onChange={(e) => setDraft(e.target.value)}
        maxLength={DISPLAY_NAME_MAX}
      />
      <Button type="submit" variant="outline" disabled={!draft.trim()}>
        {t('thread.set')}
      </Button>
    </form>
  );
}
