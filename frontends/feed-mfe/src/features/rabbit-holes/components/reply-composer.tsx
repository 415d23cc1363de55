import { Button, Switch, Textarea } from '@agora/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPostKey, REPLY_MAX, replyCounter } from '../lib/reply-limits';
import { DisplayNameForm } from './display-name-form';

export interface ReplyComposerProps {
  ready: boolean;
  sending: boolean;
  replyTo: string | null;
  onClearReplyTo(): void;
  oneOnOne: boolean;
  onOneOnOneChange(value: boolean): void;
  /** The saved display name, or '' when none is set. */
  displayName: string;
  /** The name posts go out under (display name, else first name, else the kept Explorer name). */
  postingAs: string;
  onDisplayNameSet(name: string): void;
  onPost(text: string): Promise<boolean>;
  onNotReady(): void;
}

/**
 * The thread's reply box: 500 characters (red above 450), Enter posts, Shift+Enter adds a line.
 * Kept short on a phone: the display-name form opens from 'Posting as {name} · Change'.
 */
export function ReplyComposer(props: ReplyComposerProps) {
  const { t } = useTranslation('feed');
  const [text, setText] = useState('');
  const [naming, setNaming] = useState(false);
  const nameFormId = useId();
  const counter = replyCounter(text);

  const post = async () => {
    if (!props.ready) {
      props.onNotReady();
      return;
    }
    if (!counter.canPost || props.sending) return;
    if (await props.onPost(text.trim())) setText('');
  };

  return (
    <div className="feed-composer">
      {!props.ready && (
        <p className="feed-muted" role="status">
          {t('thread.settingUp')}
        </p>
      )}
      {props.replyTo && (
        <div className="feed-chip feed-chip--reply">
          {t('thread.replyingTo', { author: props.replyTo })}
          <button type="button" aria-label={t('thread.clearReply')} onClick={props.onClearReplyTo}>
            ×
          </button>
        </div>
      )}
      <Textarea
        aria-label={t('thread.replyLabel')}
        placeholder={t('thread.replyPlaceholder')}
        value={text}
        maxLength={REPLY_MAX}
        dir="auto"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (
            isPostKey({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing })
          ) {
            e.preventDefault();
            void post();
          }
        }}
      />
      <div className="feed-row feed-row--between">
        <span
          className={counter.warn ? 'feed-counter feed-counter--warn' : 'feed-counter'}
          data-testid="reply-counter"
          data-warn={counter.warn}
        >
          {counter.label}
        </span>
        <span className="feed-row">
          <Switch
            checked={props.oneOnOne}
            onCheckedChange={props.onOneOnOneChange}
            aria-label={t('thread.oneOnOne')}
          />
          <span aria-hidden="true">{t('thread.oneOnOne')}</span>
        </span>
        <Button
          onClick={() => void post()}
          disabled={!counter.canPost || props.sending || !props.ready}
        >
          {t('thread.post')}
        </Button>
      </div>
      <p className="feed-muted feed-posting-as">
        <span>{t('thread.postingAs', { name: props.postingAs })}</span>
        <span aria-hidden="true"> · </span>
        <button
          type="button"
          className="feed-link-button"
          aria-expanded={naming}
          aria-controls={nameFormId}
          onClick={() => setNaming((open) => !open)}
        >
          {t('thread.changeName')}
        </button>
      </p>
      {naming && (
        <DisplayNameForm
          id={nameFormId}
          initial={props.displayName}
          onSet={(name) => {
            props.onDisplayNameSet(name);
            setNaming(false);
          }}
        />
      )}
    </div>
  );
}
