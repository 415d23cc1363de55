import type { CreateHomeFeedPost, HomeFeedPost } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { HOME_FEED_KEY } from './get-home-feed';

export type CreatePostInput = { content: string; language: string; parentPostId?: string };

export const createPost = (input: CreatePostInput) =>
  apiRequest<HomeFeedPost>(
    'POST',
    '/api/home-feed/posts',
    input satisfies Partial<CreateHomeFeedPost>,
  );

export const createPostMutationOptions = () =>
  mutationOptions({ mutationKey: ['/api/home-feed/posts'], mutationFn: createPost });

/** A post or a comment (with `parentPostId`); the feed is re-read once it is stored. */
export const useCreatePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...createPostMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOME_FEED_KEY }),
  });
};
