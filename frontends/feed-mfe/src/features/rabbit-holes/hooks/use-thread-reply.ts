import type { ExplorePost } from '@agora/contracts';
import { statusOfError, useHost } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePostReply } from '../api/post-reply';
import { postingName, rememberedGuestName } from '../lib/guest-name';
import { useThreadStream } from './use-thread-stream';

/**
 * Replying in a thread: to the original post or to the one picked with Reply, one-on-one or as a
 * group, under the display name from Settings, else the learner's first name, else the Explorer
 * name this browser keeps (see `postingName`). The figures'
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
  const displayName = host.settings.displayName.trim();
  // The kept Explorer name is read (made once, then the same) only when no other name applies.
  const postingAs = postingName(displayName, host.user?.firstName, rememberedGuestName);

  const send = async (text: string): Promise<boolean> => {
    if (!holeId) return false;
    const target = replyTo ?? original;
    setSending(true);
    try {
      const { userPost, answers } = await reply.mutateAsync({
        rabbitHoleId: holeId,
        username: postingAs,
        content: text,
        replyTo: { id: target.id, author: target.author },
        original,
        oneOnOne,
        streamId: await stream.begin(),
      });
      onAnswered([userPost, ...answers]);
      setReplyTo(null);
      return true;
    } catch (error) {
      host.toast(
        statusOfError(error) === 409
          ? { title: t('thread.full'), description: t('thread.fullLong') }
          : { title: t('error'), description: t('errors.post'), variant: 'destructive' },
      );
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
    postingAs,
    setDisplayName: (name: string) => host.saveSettings({ ...host.settings, displayName: name }),
  };
}
