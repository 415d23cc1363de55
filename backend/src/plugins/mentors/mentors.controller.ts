import {
  type CharacterCardV2,
  CharacterCardV2Schema,
  type CustomCharacter,
  type CustomCharacterFields,
  CustomCharacterInputSchema,
  CustomCharacterSchema,
  type CustomCharactersQuery,
  CustomCharactersQuerySchema,
  SuccessSchema,
} from '@agora/contracts';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Post,
  Put,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser, OptionalUser } from '../../core/auth/current-user.decorator';
import { SignedInGuard } from '../../core/auth/signed-in.guard';
import { type IdParam, UuidIdParam } from '../../core/http/uuid-id-param.decorator';
import { ZodPipe } from '../../core/http/zod.pipe';
import { ApiReturns } from '../../core/http/openapi/api-returns.decorator';
import { MentorsService } from './mentors.service';

@Controller('api/custom-characters')
export class MentorsController {
  constructor(private readonly mentors: MentorsService) {}

  /** The first page keeps the spec's shape (an array); the next page's cursor is a header. */
  @Get()
  @ApiReturns(
    z.array(CustomCharacterSchema),
    "A page, newest first; the next page's cursor is in X-Next-Cursor",
  )
  async list(
    @OptionalUser() user: AuthUser | null,
    @Query(new ZodPipe(CustomCharactersQuerySchema)) query: CustomCharactersQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CustomCharacter[]> {
    const page = await this.mentors.list(user, query);
    if (page.nextCursor) res.setHeader('X-Next-Cursor', page.nextCursor);
    return page.items;
  }

  @Post()
  @ApiReturns(CustomCharacterSchema)
  @UseGuards(SignedInGuard)
  create(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(CustomCharacterInputSchema)) body: CustomCharacterFields,
  ): Promise<CustomCharacter> {
    return this.mentors.create(user, body);
  }

  @Post('import')
  @ApiReturns(CustomCharacterSchema)
  @UseGuards(SignedInGuard)
  importCard(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(CharacterCardV2Schema)) card: CharacterCardV2,
  ): Promise<CustomCharacter> {
    return this.mentors.importCard(user, card);
  }

  @Get(':id/card')
  @ApiReturns(CharacterCardV2Schema)
  exportCard(
    @OptionalUser() user: AuthUser | null,
    @UuidIdParam() { id }: IdParam,
  ): Promise<CharacterCardV2> {
    return this.mentors.exportCard(user, id);
  }

  @Put(':id')
  @ApiReturns(CustomCharacterSchema)
  @UseGuards(SignedInGuard)
  update(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
    @Body(new ZodPipe(CustomCharacterInputSchema)) body: CustomCharacterFields,
  ): Promise<CustomCharacter> {
    return this.mentors.update(user, id, body);
  }

  @Delete(':id')
  @ApiReturns(SuccessSchema)
  @UseGuards(SignedInGuard)
  @HttpCode(200)
  remove(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
  ): Promise<{ success: true }> {
    return this.mentors.remove(user, id);
  }
}
