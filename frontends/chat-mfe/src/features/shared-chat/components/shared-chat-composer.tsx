import type { ChatMessage } from '@agora/contracts';
import { Button, Textarea, toastError } from '@agora/ui';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { postSharedMessage } from '../api/post-shared-message';
import { useTypingSignal } from '../hooks/use-typing-signal';

/** Signed-in input: trimmed non-empty, Enter sends, Shift+Enter breaks the line, not while pending or disconnected. */
export function SharedChatComposer({
  shareId,
  connected,
  sendTyping,
  onSent,
}: {
  shareId: string;
  connected: boolean;
  sendTyping(isTyping: boolean): void;
  onSent(m: ChatMessage): void;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const typing = useTypingSignal(sendTyping);
  const canSend = text.trim().length > 0 && !pending && connected;

  const submit = async () => {
    if (!canSend) return;
    setPending(true);
    typing.stop();
    try {
      onSent(await postSharedMessage(shareId, text.trim()));
      setText('');
    } catch {
      toastError(t('errors.response'));
    } finally {
      setPending(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className="shared-chat__composer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Textarea
        value={text}
        rows={2}
        onChange={(e) => {
          setText(e.target.value);
          typing.onKey();
        }}
        onKeyDown={onKeyDown}
        disabled={pending}
        dir="auto"
        aria-label={t('inputLabel')}
        placeholder={t('shared.placeholder')}
      />
      <Button type="submit" disabled={!canSend}>
        {t('send')}
      </Button>
    </form>
  );
}
