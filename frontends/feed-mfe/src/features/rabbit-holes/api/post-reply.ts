import type { PostRef, ThreadPost } from '@agora/contracts';
import { apiRequest, useHost, type Settings } from '@agora/ui';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { aiChoice } from '../../../lib/ai/ai-choice';

export interface ReplyInput {
  rabbitHoleId: string;
  username: string;
  content: string;
  replyTo: { id: string; author: string } | null;
  original: PostRef;
  oneOnOne: boolean;
  /** Tags the answer's streamed tokens; absent without a connected socket. */
  streamId?: string;
}

/**
 * POST /api/user-posts then POST /api/generate-ai-response: stores the user's reply, then asks the figures to answer it (tokens stream over the socket meanwhile). One step for the learner.
 */
export async function postReply(
  input: ReplyInput,
  settings: Settings,
): Promise<{ userPost: ThreadPost; answers: ThreadPost[] }> {
  const userPost = await apiRequest<ThreadPost>('POST', '/api/user-posts', {
    rabbitHoleId: input.rabbitHoleId,
    username: input.username,
    content: input.content,
    isReply: Boolean(input.replyTo),
    ...(input.replyTo
      ? { replyToId: input.replyTo.id, replyToOriginalAuthor: input.replyTo.author }
      : {}),
  });
  const answer = await apiRequest<{ posts: ThreadPost[] }>('POST', '/api/generate-ai-response', {
    userPost: { id: userPost.id, username: input.username, content: input.content },
    originalPost: input.original,
    rabbitHoleId: input.rabbitHoleId,
    oneOnOneMode: input.oneOnOne,
    ...(input.replyTo ? { replyToAuthor: input.replyTo.author } : {}),
    ...(input.streamId ? { streamId: input.streamId } : {}),
    ...aiChoice(settings),
  });
  return { userPost, answers: answer.posts };
}

export const postReplyMutationOptions = (settings: Settings) =>
  mutationOptions({
    mutationKey: ['/api/user-posts'],
    mutationFn: (input: ReplyInput) => postReply(input, settings),
  });

export const usePostReply = () => useMutation(postReplyMutationOptions(useHost().settings));
