import { Injectable, Logger } from '@nestjs/common';
import type { FigureRepliesOutcome } from './home-feed.jobs';
import { HomeFeedNotifier } from './home-feed.notifier';
import { HomeFeedRepository, type StoredPost } from './home-feed.repository';
import { type ConversationLine, HomeFeedAi } from './home-feed-ai.port';

/** Earlier messages of a conversation given to the figures as context. */
const CONTEXT_LINES = 6;

/**
 * The figure-replies job: figures answer one learner post or comment. Safe to run any number of
 * times: the replies and the post's done marker are written in one transaction, once.
 */
@Injectable()
export class FigureRepliesService {
  private readonly log = new Logger(FigureRepliesService.name);

  constructor(
    private readonly posts: HomeFeedRepository,
    private readonly ai: HomeFeedAi,
    private readonly notifier: HomeFeedNotifier,
  ) {}

  async answer(postId: string): Promise<FigureRepliesOutcome> {
    const post = await this.posts.findById(postId);
    if (!post) return { status: 'gone' };
    if (post.repliesWrittenAt || post.isAiResponse) return { status: 'already' };
    const { root, thread, replyToFigure } = await this.conversationOf(post);
    // An AI failure throws here: the post stays as it is and the job is retried with backoff.
    const drafts = await this.ai.replies({
      root,
      thread,
      post: { username: post.username ?? 'Learner', content: post.content },
      replyToFigure,
      language: post.language,
      userId: post.userId,
    });
    const outcome = await this.posts.writeFigureReplies(
      post.id,
      drafts.map((d) => ({ ...d, topics: [...new Set([...post.topics, ...d.topics])] })),
    );
    if (outcome.status !== 'written') return outcome;
    this.notifier.announce({
      kind: 'replies',
      parentPostId: post.id,
      count: outcome.posts.length,
    });
    this.log.log(`home feed post ${post.id}: ${outcome.posts.length} figure replies`);
    return { status: 'written', replies: outcome.posts.length };
  }

  private async conversationOf(post: StoredPost): Promise<{
    root: ConversationLine;
    thread: ConversationLine[];
    replyToFigure?: string;
  }> {
    if (!post.rootPostId) return { root: lineOf(post), thread: [] };
    // The lines just before this comment, however long the conversation has grown.
    const [root, parent, earlier] = await Promise.all([
      this.posts.findById(post.rootPostId),
      post.parentPostId ? this.posts.findById(post.parentPostId) : null,
      this.posts.repliesBefore(post, CONTEXT_LINES),
    ]);
    return {
      root: root ? lineOf(root) : lineOf(post),
      thread: earlier.map(lineOf),
      replyToFigure: parent?.aiAuthor ?? undefined,
    };
  }
}

function lineOf(post: StoredPost): ConversationLine {
  return { author: post.aiAuthor ?? post.username ?? 'Learner', content: post.content };
}
