import { apiRequest } from '@agora/ui';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { HOME_FEED_KEY } from './get-home-feed';

export const deletePost = (postId: string) =>
  apiRequest<void>('DELETE', `/api/home-feed/posts/${encodeURIComponent(postId)}`);

export const deletePostMutationOptions = () =>
  mutationOptions({ mutationKey: ['DELETE /api/home-feed/posts'], mutationFn: deletePost });

export const useDeletePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...deletePostMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOME_FEED_KEY }),
  });
};
