import { Injectable } from '@nestjs/common';
import { type AiFeature, AiService, aiContextOf, type GeneratedPost } from '../../ai';
import type { FigurePostDraft } from './home-feed.repository';
import { HomeFeedAi, type FigureReplyRequest, type MorePostsRequest } from './home-feed-ai.port';

const FEATURE = 'home-feed' satisfies AiFeature;
const MAX_REPLIERS = 3;

/** HomeFeedAi on top of AiService: thread replies answer the learner's words, posts fill topics. */
@Injectable()
export class AiHomeFeedAdapter extends HomeFeedAi {
  constructor(private readonly ai: AiService) {
    super();
  }

  async replies(request: FigureReplyRequest): Promise<FigurePostDraft[]> {
    const ctx = aiContextOf(
      { userId: request.userId ?? undefined, language: request.language },
      FEATURE,
    );
    const result = await this.ai.replyInThread(
      {
        originalPost: request.root,
        thread: request.thread,
        userPost: request.post,
        replyToAuthor: request.replyToFigure,
        oneOnOne: false,
      },
      ctx,
    );
    return uniqueAuthors(result.data).slice(0, MAX_REPLIERS).map(toDraft);
  }

  async morePosts(request: MorePostsRequest): Promise<FigurePostDraft[]> {
    const excluded = new Set(request.excludeAuthors.map((a) => a.toLowerCase()));
    const result = await this.ai.generatePosts(
      // Ask for extra so that dropping excluded authors still leaves enough.
      { topics: request.topics, count: request.count + excluded.size },
      aiContextOf(
        { userId: request.userId, language: request.language, apiKey: request.apiKey },
        FEATURE,
      ),
    );
    return uniqueAuthors(result.data)
      .filter((p) => !excluded.has(p.author.toLowerCase()))
      .slice(0, request.count)
      .map(toDraft);
  }
}

function uniqueAuthors(posts: GeneratedPost[]): GeneratedPost[] {
  return [...new Map(posts.map((p) => [p.author, p])).values()];
}

function toDraft(p: GeneratedPost): FigurePostDraft {
  return {
    author: p.author,
    avatar: p.avatar,
    specialty: p.specialty,
    content: p.content,
    topics: [p.topic.toLowerCase()],
  };
}
