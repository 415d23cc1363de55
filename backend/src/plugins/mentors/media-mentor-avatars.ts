import { Injectable } from '@nestjs/common';
import { MediaService } from '../../ai';
import { MentorAvatars } from './mentor-avatars';

const MEDIA_PATH = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** Avatars in the shared media store, served publicly by unguessable id like generated images. */
@Injectable()
export class MediaMentorAvatars extends MentorAvatars {
  constructor(private readonly media: MediaService) {
    super();
  }

  async store(png: Buffer): Promise<string> {
    return (await this.media.store(png, 'image/png')).url;
  }

  async read(avatar: string): Promise<Buffer | null> {
    const id = MEDIA_PATH.exec(avatar)?.[1];
    const item = id ? await this.media.find(id) : null;
    return item?.contentType === 'image/png' ? Buffer.from(item.bytes) : null;
  }
}
