import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { ZodPipe } from '../../core/http/zod.pipe';
import { ApiBinary } from '../../core/http/openapi/api-returns.decorator';
import { MediaService } from './media.service';

const MediaParams = z.object({ id: z.uuid({ message: 'id must be a media id (uuid)' }) });

/** Public media by unguessable id; content never changes, so it may be cached for a year. */
@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Get(':id')
  @ApiBinary('The stored speech or image, in its own content type')
  async get(
    @Param(new ZodPipe(MediaParams)) params: z.infer<typeof MediaParams>,
    @Res() res: Response,
  ): Promise<void> {
    const item = await this.media.find(params.id);
    if (!item) throw new NotFoundException(`Media ${params.id} not found`);
    res.setHeader('Content-Type', item.contentType);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Length', String(item.bytes.length));
    res.end(item.bytes);
  }
}
