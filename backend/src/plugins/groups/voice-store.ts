import { Injectable } from '@nestjs/common';
import { MediaService } from '../../ai';

/** Port: where voice messages are kept and the URL they are served from. */
export abstract class VoiceStore {
  abstract store(bytes: Buffer, contentType: string): Promise<string>;
  /** A stored recording by the URL `store` gave (null when it is not one of ours or is gone). */
  abstract read(url: string): Promise<{ bytes: Buffer; contentType: string } | null>;
}

/** Voice messages in the media table, served at `/media/:id`. */
@Injectable()
export class MediaVoiceStore extends VoiceStore {
  constructor(private readonly media: MediaService) {
    super();
  }

  async store(bytes: Buffer, contentType: string): Promise<string> {
    return (await this.media.store(bytes, contentType)).url;
  }

  async read(url: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const id = /^\/media\/([0-9a-f-]{36})$/i.exec(url)?.[1];
    const found = id ? await this.media.find(id) : null;
    return found ? { bytes: found.bytes, contentType: found.contentType } : null;
  }
}

/**
 * The audio container of a recording from its first bytes, or null when it is not audio we serve.
 * Browsers record compressed audio (Opus in WebM or Ogg, AAC in MP4), which is kept as it is.
 */
export function audioTypeOf(bytes: Buffer): string | null {
  if (bytes.length < 12) return null;
  if (bytes.readUInt32BE(0) === 0x1a45dfa3) return 'audio/webm';
  if (bytes.toString('latin1', 0, 4) === 'OggS') return 'audio/ogg';
  if (bytes.toString('latin1', 4, 8) === 'ftyp') return 'audio/mp4';
  if (
    bytes.toString('latin1', 0, 3) === 'ID3' ||
    (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)
  )
    return 'audio/mpeg';
  return null;
}
