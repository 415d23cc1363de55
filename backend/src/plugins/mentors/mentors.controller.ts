import {
  type CharacterCardFile,
  CharacterCardFileSchema,
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
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser, OptionalUser } from '../../core/auth/current-user.decorator';
import { SignedInGuard } from '../../core/auth/signed-in.guard';
import { type IdParam, UuidIdParam } from '../../core/http/uuid-id-param.decorator';
import { ZodPipe } from '../../core/http/zod.pipe';
import { ApiErrors } from '../../core/http/openapi/api-errors.decorator';
import { ApiBinary, ApiReturns } from '../../core/http/openapi/api-returns.decorator';
import { MentorsService } from './mentors.service';

const CardJsonSchema = z.record(z.string(), z.unknown(), {
  error: 'a character card must be a JSON object',
});

@Controller('api/custom-characters')
export class MentorsController {
  constructor(private readonly mentors: MentorsService) {}

  /** Signed-in only (spec 02 §7). The first page keeps the spec's shape (an array); the next page's cursor is a header. */
  @Get()
  @ApiReturns(
    z.array(CustomCharacterSchema),
    "A page: the user's own mentors, then others' public ones, each newest first; the next page's cursor is in X-Next-Cursor",
  )
  @UseGuards(SignedInGuard)
  async list(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(CustomCharactersQuerySchema)) query: CustomCharactersQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CustomCharacter[]> {
    const page = await this.mentors.list(user, query);
    if (page.nextCursor) res.setHeader('X-Next-Cursor', page.nextCursor);
    return page.items;
  }

  /** At most MENTOR_CREATES_PER_DAY a day (429) and MENTORS_PER_ACCOUNT in all (409). */
  @Post()
  @ApiReturns(CustomCharacterSchema)
  @ApiErrors(409, 429)
  @UseGuards(SignedInGuard)
  create(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(CustomCharacterInputSchema)) body: CustomCharacterFields,
  ): Promise<CustomCharacter> {
    return this.mentors.create(user, body);
  }

  /** A card's JSON as the body: Character Card V1, V2 or V3. */
  @Post('import')
  @ApiReturns(CustomCharacterSchema)
  @ApiErrors(409, 429)
  @UseGuards(SignedInGuard)
  importCard(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(CardJsonSchema)) card: Record<string, unknown>,
  ): Promise<CustomCharacter> {
    return this.mentors.importCard(user, card);
  }

  /** A card file (PNG with a `chara`/`ccv3` chunk, or JSON) as base64, up to 5 MB. */
  @Post('import/file')
  @ApiReturns(CustomCharacterSchema)
  @ApiErrors(409, 413, 429)
  @UseGuards(SignedInGuard)
  importCardFile(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(CharacterCardFileSchema)) file: CharacterCardFile,
  ): Promise<CustomCharacter> {
    return this.mentors.importCardFile(user, file);
  }

  @Get(':id/card')
  @ApiReturns(CharacterCardV2Schema)
  exportCard(
    @OptionalUser() user: AuthUser | null,
    @UuidIdParam() { id }: IdParam,
  ): Promise<CharacterCardV2> {
    return this.mentors.exportCard(user, id);
  }

  @Get(':id/card.png')
  @ApiBinary('The character card as a PNG (V2 `chara` and V3 `ccv3` text chunks)')
  async exportCardPng(
    @OptionalUser() user: AuthUser | null,
    @UuidIdParam() { id }: IdParam,
  ): Promise<StreamableFile> {
    const { fileName, png } = await this.mentors.exportCardPng(user, id);
    return new StreamableFile(png, {
      type: 'image/png',
      disposition: `attachment; filename="card.png"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      length: png.length,
    });
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
