import { Button, Textarea } from '@agora/ui';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Quick-reply chips plus the input: trimmed non-empty text, Enter sends (Shift+Enter breaks the line), disabled while a reply is pending. */
export function ChatComposer({
  chips,
  pending,
  onSend,
}: {
  chips: string[];
  pending: boolean;
  onSend(text: string): void;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const canSend = text.trim().length > 0 && !pending;

  const submit = (value = text) => {
    if (!value.trim() || pending) return;
    onSend(value);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="chat-composer">
      {chips.length > 0 && (
        <div className="chat-composer__chips" role="group" aria-label={t('quick.label')}>
          {chips.map((key) => (
            <Button
              key={key}
              size="sm"
              variant="outline"
              disabled={pending}
              onClick={() => submit(t(key))}
            >
              {t(key)}
            </Button>
          ))}
        </div>
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
          placeholder={t('inputPlaceholder')}
          aria-label={t('inputLabel')}
        />
        <Button type="submit" disabled={!canSend} aria-label={t('send')}>
          {t('send')}
        </Button>
      </form>
    </div>
  );
}
