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
import { ExploreAi, OFFLINE_LANGUAGE, type WrittenPosts } from './explore-ai.port';
import { ExplorePoolRepository, type StoredExplorePost } from './explore-pool.repository';
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

  /**
   * Answers from stored posts this viewer has not seen; never waits on a model. A language whose pool
   * runs short is topped up from the English pool (the offline engine writes English), with the notice.
   */
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
    let notice: string | undefined;
    if (body.language !== OFFLINE_LANGUAGE) {
      const english = await this.pool.takeUnseen(
        OFFLINE_LANGUAGE,
        viewer.key,
        body.count - taken.length,
      );
      if (english.posts.length) notice = this.ai.englishNotice(body.language);
      taken.push(...english.posts);
      if (taken.length >= body.count) return { posts: taken.map(inLanguage), notice };
    }
    // Nothing left unseen: write the missing posts now with the offline engine (instant), into the
    // pool of the language they are written in.
    const written = await this.ai.writePosts(
      { topics: randomPoolSubject(), count: body.count - taken.length, standalone: true },
      { userId: viewer.userId, language: body.language, offline: true },
    );
    const stored = await this.pool.insert(written.language, 'pool', written.posts);
    await this.pool.markSeen(
      written.language,
      viewer.key,
      stored.posts.map((p) => p.id),
    );
    // Once the engine has nothing new for this reader, a top-up may repeat a post: never twice in one answer.
    const unique = [...new Map([...taken, ...stored.posts].map((p) => [p.id, p])).values()];
    notice ??=
      written.language === body.language
        ? written.notice
        : (this.ai.englishNotice(body.language) ?? written.notice);
    return notice ? { posts: unique.map(inLanguage), notice } : { posts: unique.map(inLanguage) };
  }

  async custom(viewer: Viewer, body: GenerateCustomPostsBody): Promise<PostListResponse> {
    const written = await this.ai.writePosts(
      { topics: body.topics, count: body.count },
      { ...body, ...viewer },
    );
    return this.keep(viewer, body.language, 'custom', written);
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
    return this.keep(viewer, body.language, 'question', written);
  }

  /** Stores the posts in the pool of the language they are written in, and says so when that is not the reader's. */
  private async keep(
    viewer: Viewer,
    readerLanguage: string,
    origin: 'custom' | 'question',
    written: WrittenPosts,
  ): Promise<PostListResponse> {
    // The rows come back in the engine's order: the feed keeps its ranking.
    const stored = await this.pool.insert(written.language, origin, written.posts);
    await this.pool.markSeen(
      written.language,
      viewer.key,
      stored.posts.map((p) => p.id),
    );
    const notice =
      written.notice ??
      (written.language === readerLanguage ? undefined : this.ai.englishNotice(readerLanguage));
    const answer = stored.posts.map((p) => toExplorePost(p, readerLanguage));
    return notice ? { posts: answer, notice } : { posts: answer };
  }
}
