import { Injectable } from '@nestjs/common';
import type {
  AnalyzeQuestionBody,
  AnalyzeQuestionResponse,
  GenerateCustomPostsBody,
  GeneratePostsBody,
  GenerateQuestionPostsBody,
  PostListResponse,
} from '@agora/contracts';
import { FeedJobsProducer } from '../feed.jobs';
import { toExplorePost } from '../feed.views';
import { ReactionsService } from '../reactions/reactions.service';
import { ExploreAi } from './explore-ai.port';
import {
  type NewExplorePost,
  type StoredExplorePost,
  ExplorePoolRepository,
} from './explore-pool.repository';
import { randomPoolSubject } from './pool-subjects';
import type { Viewer } from '../../../core/auth/viewer.decorator';

/** Posts a reader has just seen stay unseen-proof when the pool starts over for them. */
export const RECENTLY_SEEN_KEPT = 90;

/** The explore feed: the pool for the historical feed, on-demand posts for topics and questions. */
@Injectable()
export class ExploreService {
  constructor(
    private readonly pool: ExplorePoolRepository,
    private readonly jobs: FeedJobsProducer,
    private readonly ai: ExploreAi,
    private readonly reactions: ReactionsService,
  ) {}

  /** Answers from stored posts this viewer has not seen; never waits on a model. */
  async historical(viewer: Viewer, body: GeneratePostsBody): Promise<PostListResponse> {
    const { posts: taken, left } = await this.pool.takeUnseen(
      body.language,
      viewer.key,
      body.count,
    );
    if (left < body.count * 2) await this.jobs.requestPoolRefill(body.language);
    const inLanguage = (p: StoredExplorePost) => toExplorePost(p, body.language);
    if (taken.length >= body.count) return { posts: taken.map(inLanguage) };
    // A reader who has read the whole pool starts over on the posts read longest ago.
    if (await this.pool.forgetOldestSeen(body.language, viewer.key, RECENTLY_SEEN_KEPT)) {
      const again = await this.pool.takeUnseen(
        body.language,
        viewer.key,
        body.count - taken.length,
      );
      taken.push(...again.posts);
      if (taken.length >= body.count) return { posts: taken.map(inLanguage) };
    }
    // A language nobody has read yet: write the missing posts now with the offline engine (instant).
    const written = await this.ai.writePosts(
      { topics: randomPoolSubject(), count: body.count - taken.length },
      { userId: viewer.userId, language: body.language, offline: true },
    );
    const stored = await this.pool.insert(body.language, 'pool', written.posts);
    await this.pool.markSeen(
      viewer.key,
      stored.map((p) => p.id),
    );
    // Once the engine has nothing new for this reader, a top-up may repeat a post: never twice in one answer.
    const unique = [...new Map([...taken, ...stored].map((p) => [p.id, p])).values()];
    return { posts: unique.map(inLanguage), notice: written.notice };
  }

  async custom(viewer: Viewer, body: GenerateCustomPostsBody): Promise<PostListResponse> {
    const written = await this.ai.writePosts(
      { topics: body.topics, count: body.count },
      { ...body, ...viewer },
    );
    return this.keep(viewer, body.language, 'custom', written.posts, written.notice);
  }

  async analyzeQuestion(
    viewer: Viewer,
    body: AnalyzeQuestionBody,
  ): Promise<AnalyzeQuestionResponse> {
    const analysis = await this.ai.analyzeQuestion(body.question, { ...body, ...viewer });
    if (viewer.userId) await this.reactions.recordQuestion(viewer.userId, body.question);
    return analysis;
  }

  async questionPosts(viewer: Viewer, body: GenerateQuestionPostsBody): Promise<PostListResponse> {
    const written = await this.ai.writePosts(
      { topics: body.topics, count: 15, question: body.originalQuestion, context: body.context },
      { ...body, ...viewer },
    );
    return this.keep(viewer, body.language, 'question', written.posts, written.notice);
  }

  private async keep(
    viewer: Viewer,
    language: string,
    origin: 'custom' | 'question',
    posts: NewExplorePost[],
    notice: string | undefined,
  ): Promise<PostListResponse> {
    const stored = await this.pool.insert(language, origin, posts);
    await this.pool.markSeen(
      viewer.key,
      stored.map((p) => p.id),
    );
    const answer = stored.map((p) => toExplorePost(p, language));
    return notice ? { posts: answer, notice } : { posts: answer };
  }
}
