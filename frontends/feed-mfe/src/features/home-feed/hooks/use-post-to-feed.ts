import { toastError, useHost } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { useCreatePost } from '../api/create-post';
import type { AiWaiting } from './use-ai-waiting';

/**
 * Posts the learner's text and waits for the figures' answers; a failed post stops the wait, says
 * so, and rethrows so the composer keeps the text.
 */
export function usePostToFeed(waiting: AiWaiting) {
  const { t } = useTranslation('feed');
  const host = useHost();
  const createPost = useCreatePost();

  const post = async (content: string) => {
    // The wait starts with the request, counting the figure posts seen before it.
    waiting.afterPost();
    try {
      const created = await createPost.mutateAsync({ content, language: host.settings.language });
      waiting.postStored(created.id);
    } catch (error) {
      waiting.stopWaiting();
      toastError(t('homeFeed.createFailed'));
      throw error;
    }
  };

  return { post, pending: createPost.isPending };
}
