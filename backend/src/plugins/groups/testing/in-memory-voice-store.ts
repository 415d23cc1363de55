/** The voice store fake: group voice recordings kept in memory. */
import { VoiceStore } from '../voice-store';

/** Voice recordings kept in memory. */
export class InMemoryVoiceStore extends VoiceStore {
  readonly stored: { bytes: Buffer; contentType: string }[] = [];

  async store(bytes: Buffer, contentType: string): Promise<string> {
    this.stored.push({ bytes, contentType });
    return `/media/voice-${this.stored.length}`;
  }

  async read(url: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const index = Number(/^\/media\/voice-(\d+)$/.exec(url)?.[1]);
    return this.stored[index - 1] ?? null;
  }
}
