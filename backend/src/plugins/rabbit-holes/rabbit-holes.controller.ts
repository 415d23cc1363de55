import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  createdRabbitHoleSchema,
  type CreateRabbitHoleBody,
  createRabbitHoleBodySchema,
  type CreateUserPostBody,
  createUserPostBodySchema,
  type GenerateAiResponseBody,
  generateAiResponseBodySchema,
  type GenerateRabbitHoleBody,
  generateRabbitHoleBodySchema,
  type RabbitHole,
  rabbitHoleIdParamSchema,
  rabbitHoleSchema,
  type ThreadPost,
  threadPostSchema,
  threadPostsResponseSchema,
} from '@agora/contracts';
import { ZodPipe } from '../../core/http/zod.pipe';
import { RabbitHolesService } from './rabbit-holes.service';
import { CurrentViewer, type Viewer } from '../../core/auth/viewer.decorator';
import { ApiErrors } from '../../core/http/openapi/api-errors.decorator';
import { ApiReturns } from '../../core/http/openapi/api-returns.decorator';

/**
 * Rabbit holes: visitors may open and post in their own; anyone may read a shared one. Writing to
 * a full one answers 409.
 */
@Controller('api')
export class RabbitHolesController {
  constructor(private readonly holes: RabbitHolesService) {}

  @Post('generate-rabbit-hole')
  @ApiErrors(409)
  @ApiReturns(threadPostsResponseSchema)
  @HttpCode(200)
  generate(
    @CurrentViewer() viewer: Viewer,
    @Body(new ZodPipe(generateRabbitHoleBodySchema)) body: GenerateRabbitHoleBody,
  ): Promise<{ posts: ThreadPost[]; notice?: string }> {
    return this.holes.generateThread(viewer, body);
  }

  @Post('rabbit-holes')
  @ApiReturns(createdRabbitHoleSchema)
  create(
    @CurrentViewer() viewer: Viewer,
    @Body(new ZodPipe(createRabbitHoleBodySchema)) body: CreateRabbitHoleBody,
  ): Promise<{ id: string }> {
    return this.holes.create(viewer, body);
  }

  @Get('rabbit-holes/:id')
  @ApiReturns(rabbitHoleSchema)
  read(@Param(new ZodPipe(rabbitHoleIdParamSchema)) params: { id: string }): Promise<RabbitHole> {
    return this.holes.read(params.id);
  }

  @Post('user-posts')
  @ApiErrors(409)
  @ApiReturns(threadPostSchema)
  addUserPost(
    @CurrentViewer() viewer: Viewer,
    @Body(new ZodPipe(createUserPostBodySchema)) body: CreateUserPostBody,
  ): Promise<ThreadPost> {
    return this.holes.addUserPost(viewer, body);
  }

  @Post('generate-ai-response')
  @ApiErrors(409)
  @ApiReturns(threadPostsResponseSchema)
  @HttpCode(200)
  answer(
    @CurrentViewer() viewer: Viewer,
    @Body(new ZodPipe(generateAiResponseBodySchema)) body: GenerateAiResponseBody,
  ): Promise<{ posts: ThreadPost[]; notice?: string }> {
    return this.holes.answer(viewer, body);
  }
}
