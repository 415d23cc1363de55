import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
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
  type ThreadPost,
} from '@agora/contracts';
import { ZodPipe } from '../../core/http/zod.pipe';
import { RabbitHolesService } from './rabbit-holes.service';
import { CurrentViewer, type Viewer } from '../../core/auth/viewer.decorator';

/** Rabbit holes: visitors may open and post in their own; anyone may read a shared one. */
@Controller('api')
export class RabbitHolesController {
  constructor(private readonly holes: RabbitHolesService) {}

  @Post('generate-rabbit-hole')
  @HttpCode(200)
  generate(
    @CurrentViewer() viewer: Viewer,
    @Body(new ZodPipe(generateRabbitHoleBodySchema)) body: GenerateRabbitHoleBody,
  ): Promise<{ posts: ThreadPost[]; notice?: string }> {
    return this.holes.generateThread(viewer, body);
  }

  @Post('rabbit-holes')
  create(
    @CurrentViewer() viewer: Viewer,
    @Body(new ZodPipe(createRabbitHoleBodySchema)) body: CreateRabbitHoleBody,
  ): Promise<{ id: string }> {
    return this.holes.create(viewer, body);
  }

  @Get('rabbit-holes/:id')
  read(@Param(new ZodPipe(rabbitHoleIdParamSchema)) params: { id: string }): Promise<RabbitHole> {
    return this.holes.read(params.id);
  }

  @Post('user-posts')
  addUserPost(
    @CurrentViewer() viewer: Viewer,
    @Body(new ZodPipe(createUserPostBodySchema)) body: CreateUserPostBody,
  ): Promise<ThreadPost> {
    return this.holes.addUserPost(viewer, body);
  }

  @Post('generate-ai-response')
  @HttpCode(200)
  answer(
    @CurrentViewer() viewer: Viewer,
    @Body(new ZodPipe(generateAiResponseBodySchema)) body: GenerateAiResponseBody,
  ): Promise<{ posts: ThreadPost[]; notice?: string }> {
    return this.holes.answer(viewer, body);
  }
}
