import { Button, Switch, Textarea } from '@agora/ui';
import { useState } from 'react';
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
  /** The name posts go out under (the display name or a generated Explorer name). */
  postingAs: string;
  onDisplayNameSet(name: string): void;
  onPost(text: string): Promise<boolean>;
  onNotReady(): void;
}

/** The thread's reply box: 500 characters (red above 450), Enter posts, Shift+Enter adds a line. */
export function ReplyComposer(props: ReplyComposerProps) {
  const { t } = useTranslation('feed');
  const [text, setText] = useState('');
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
      <p className="feed-muted">{t('thread.postingAs', { name: props.postingAs })}</p>
      {!props.displayName && <DisplayNameForm onSet={props.onDisplayNameSet} />}
    </div>
  );
}
