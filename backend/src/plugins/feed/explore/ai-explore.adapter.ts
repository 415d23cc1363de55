import { Injectable } from '@nestjs/common';
import {
  AiService,
  aiContextOf,
  englishOnlyNotice,
  type GeneratedPost,
  serverAiContextOf,
} from '../../../ai';
import {
  ExploreAi,
  type ExploreAiRequest,
  OFFLINE_LANGUAGE,
  type PostSubject,
  type WrittenPosts,
} from './explore-ai.port';
import type { NewExplorePost } from './explore-pool.repository';

/** The AI layer writes at most this many posts per call. */
const MAX_PER_CALL = 20;

/** ExploreAi on top of the AI layer. */
@Injectable()
export class AiExploreAdapter extends ExploreAi {
  constructor(private readonly ai: AiService) {
    super();
  }

  async writePosts(subject: PostSubject, req: ExploreAiRequest): Promise<WrittenPosts> {
    const input = { ...subject, count: Math.min(subject.count, MAX_PER_CALL) };
    // Warm-up and instant top-ups ask for the built-in engine: no network, still accounted.
    const requester = req.offline ? { ...req, useAPI: 'offline' as const } : req;
    const feature = subject.question ? 'question' : 'explore';
    const ctx = req.forPool
      ? serverAiContextOf(feature, req.language)
      : aiContextOf(requester, feature);
    const result = await this.ai.generatePosts(input, ctx);
    return {
      posts: result.data.map((p) => toNewPost(p, result.provider, result.model)),
      // The offline engine knows English only: its text belongs in the English pool.
      language: result.provider === 'offline' ? OFFLINE_LANGUAGE : req.language || OFFLINE_LANGUAGE,
      notice: result.notice,
    };
  }

  englishNotice(language: string): string | undefined {
    return englishOnlyNotice(language);
  }

  async analyzeQuestion(
    question: string,
    req: ExploreAiRequest,
  ): Promise<{ context: string; topics: string[]; notice?: string }> {
    const result = await this.ai.analyzeQuestion({ question }, aiContextOf(req, 'question'));
    return result.notice ? { ...result.data, notice: result.notice } : { ...result.data };
  }
}

function toNewPost(p: GeneratedPost, provider: string, model: string): NewExplorePost {
  return { ...p, sources: [...p.sources], provider, model };
}
