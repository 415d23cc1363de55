import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  type AnalyzeQuestionBody,
  analyzeQuestionBodySchema,
  type AnalyzeQuestionResponse,
  analyzeQuestionResponseSchema,
  type GenerateCustomPostsBody,
  generateCustomPostsBodySchema,
  type GeneratePostsBody,
  generatePostsBodySchema,
  type GenerateQuestionPostsBody,
  generateQuestionPostsBodySchema,
  type PostListResponse,
  postListResponseSchema,
} from '@agora/contracts';
import { ZodPipe } from '../../../core/http/zod.pipe';
import { ExploreService } from './explore.service';
import { CurrentViewer, type Viewer } from '../../../core/auth/viewer.decorator';
import { ApiReturns } from '../../../core/http/openapi/api-returns.decorator';

/** Explore generation: open to visitors (asking is free), each viewer tracked by user or visitor cookie. */
@Controller('api')
export class ExploreController {
  constructor(private readonly explore: ExploreService) {}

  @Post('generate-posts')
  @ApiReturns(postListResponseSchema)
  @HttpCode(200)
  generatePosts(
    @CurrentViewer() viewer: Viewer,
    @Body(new ZodPipe(generatePostsBodySchema)) body: GeneratePostsBody,
  ): Promise<PostListResponse> {
    return this.explore.historical(viewer, body);
  }

  @Post('generate-custom-posts')
  @ApiReturns(postListResponseSchema)
  @HttpCode(200)
  generateCustomPosts(
    @CurrentViewer() viewer: Viewer,
    @Body(new ZodPipe(generateCustomPostsBodySchema)) body: GenerateCustomPostsBody,
  ): Promise<PostListResponse> {
    return this.explore.custom(viewer, body);
  }

  @Post('analyze-question')
  @ApiReturns(analyzeQuestionResponseSchema)
  @HttpCode(200)
  analyzeQuestion(
    @CurrentViewer() viewer: Viewer,
    @Body(new ZodPipe(analyzeQuestionBodySchema)) body: AnalyzeQuestionBody,
  ): Promise<AnalyzeQuestionResponse> {
    return this.explore.analyzeQuestion(viewer, body);
  }

  @Post('generate-question-posts')
  @ApiReturns(postListResponseSchema)
  @HttpCode(200)
  generateQuestionPosts(
    @CurrentViewer() viewer: Viewer,
    @Body(new ZodPipe(generateQuestionPostsBodySchema)) body: GenerateQuestionPostsBody,
  ): Promise<PostListResponse> {
    return this.explore.questionPosts(viewer, body);
  }
}
