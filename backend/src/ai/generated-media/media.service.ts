import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MediaEntity } from './media.entity';

/** Stores generated media and hands out the URL it is served from. */
@Injectable()
export class MediaService {
  constructor(@InjectRepository(MediaEntity) private readonly media: Repository<MediaEntity>) {}

  async store(bytes: Buffer, contentType: string): Promise<{ id: string; url: string }> {
    const saved = await this.media.save(this.media.create({ bytes, contentType }));
    return { id: saved.id, url: `/media/${saved.id}` };
  }

  find(id: string): Promise<MediaEntity | null> {
    return this.media.findOne({ where: { id } });
  }
}
