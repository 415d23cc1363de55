import type { LikeToggleResult } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { HOME_FEED_KEY } from './get-home-feed';

export const toggleLike = (postId: string) =>
  apiRequest<LikeToggleResult>('POST', `/api/user-posts/${encodeURIComponent(postId)}/like`);

export const toggleLikeMutationOptions = () =>
  mutationOptions({ mutationKey: ['/api/user-posts/like'], mutationFn: toggleLike });

/** The button follows the server: the feed is re-read after the toggle, nothing is set locally. */
export const useToggleLike = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...toggleLikeMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: HOME_FEED_KEY }),
  });
};
