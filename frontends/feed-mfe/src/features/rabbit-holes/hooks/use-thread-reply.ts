import type { ExplorePost } from '@agora/contracts';
import { useHost } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePostReply } from '../api/post-reply';
import { explorerName } from '../lib/reply-limits';
import { useThreadStream } from './use-thread-stream';

/**
 * Replying in a thread: to the original post or to the one picked with Reply, one-on-one or as a
 * group, under the display name from Settings (or a generated Explorer name). The figures'
 * answers stream in as drafts while the request runs.
 */
export function useThreadReply(
  original: ExplorePost,
  holeId: string | null,
  onAnswered: (posts: ExplorePost[]) => void,
) {
  const { t } = useTranslation('feed');
  const host = useHost();
  const stream = useThreadStream();
  const reply = usePostReply();
  const [oneOnOne, setOneOnOne] = useState(false);
  const [replyTo, setReplyTo] = useState<ExplorePost | null>(null);
  // From the press to the answer: the reply may first wait briefly for the live connection.
  const [sending, setSending] = useState(false);
  const [guestName] = useState(() => explorerName());
  const displayName = host.settings.displayName.trim();

  const send = async (text: string): Promise<boolean> => {
    if (!holeId) return false;
    const target = replyTo ?? original;
    setSending(true);
    try {
      const { userPost, answers } = await reply.mutateAsync({
        rabbitHoleId: holeId,
        username: displayName || guestName,
        content: text,
        replyTo: { id: target.id, author: target.author },
        original,
        oneOnOne,
        streamId: await stream.begin(),
      });
      onAnswered([userPost, ...answers]);
      setReplyTo(null);
      return true;
    } catch {
      host.toast({ title: t('error'), description: t('errors.post'), variant: 'destructive' });
      return false;
    } finally {
      stream.end();
      setSending(false);
    }
  };

  return {
    send,
    sending,
    drafts: stream.drafts,
    oneOnOne,
    setOneOnOne,
    replyTo,
    setReplyTo,
    displayName,
    postingAs: displayName || guestName,
    setDisplayName: (name: string) => host.saveSettings({ ...host.settings, displayName: name }),
  };
}
