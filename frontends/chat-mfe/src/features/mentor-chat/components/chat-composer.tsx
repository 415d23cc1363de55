import { Button, Textarea } from '@agora/ui';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QuickReplyChips } from './quick-reply-chips';

export interface ChatComposerProps {
  chips: string[];
  pending: boolean;
  streaming: boolean;
  /** Editing the last message: its text to start from (null: writing a new one). */
  editing: string | null;
  /** May resolve to `false` when the message was not sent: its text goes back into the input. */
  onSend(text: string): Promise<boolean | void> | void;
  onStop(): void;
  onCancelEdit(): void;
}

/**
 * Quick-reply chips plus the input: trimmed non-empty text; Enter sends, Shift+Enter breaks the
 * line, Escape stops a streaming reply (or leaves editing). Stop replaces Send while a reply streams.
 * A message that fails (no credits, an error) is given back in the input, never lost.
 */
export function ChatComposer({
  chips,
  pending,
  streaming,
  editing,
  onSend,
  onStop,
  onCancelEdit,
}: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const [draft, setDraft] = useState('');
  const [editDraft, setEditDraft] = useState<string | null>(null);
  const text = editing === null ? draft : (editDraft ?? editing);
  const setText = editing === null ? setDraft : setEditDraft;
  const canSend = text.trim().length > 0 && !pending;

  const submit = (value = text) => {
    if (!value.trim() || pending) return;
    const sent = onSend(value);
    setEditDraft(null);
    if (editing !== null) return;
    setDraft('');
    void Promise.resolve(sent).then((ok) => {
      if (ok === false) setDraft((typed) => (typed.trim() ? typed : value));
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape' && editing !== null && !streaming) {
      event.stopPropagation();
      setEditDraft(null);
      onCancelEdit();
    }
  };

  return (
    <div className="chat-composer">
      {chips.length > 0 && editing === null && (
        <QuickReplyChips chips={chips} disabled={pending} onPick={submit} />
      )}
      {editing !== null && (
        <p className="ag-muted chat-composer__editing">{t('controls.editing')}</p>
      )}
      <form
        className="chat-composer__form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Textarea
          value={text}
          rows={1}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={pending}
          dir="auto"
          placeholder={t('inputPlaceholder')}
          aria-label={t('inputLabel')}
        />
        {streaming ? (
          <Button type="button" variant="outline" onClick={onStop} aria-keyshortcuts="Escape">
            {`■ ${t('controls.stop')}`}
          </Button>
        ) : (
          <Button
            type="submit"
            disabled={!canSend}
            aria-label={editing === null ? t('send') : t('controls.resend')}
          >
            {editing === null ? t('send') : t('controls.resend')}
          </Button>
        )}
      </form>
    </div>
  );
}
