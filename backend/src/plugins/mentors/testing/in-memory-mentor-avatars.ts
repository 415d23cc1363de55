import { MentorAvatars } from '../mentor-avatars';

/** The avatar port in memory: ids count up, like `/media/<uuid>` paths. */
export class InMemoryMentorAvatars extends MentorAvatars {
  readonly stored = new Map<string, Buffer>();

  async store(png: Buffer): Promise<string> {
    const path = `/media/00000000-0000-4000-8000-${String(this.stored.size + 1).padStart(12, '0')}`;
    this.stored.set(path, Buffer.from(png));
    return path;
  }

  async read(avatar: string): Promise<Buffer | null> {
    return this.stored.get(avatar) ?? null;
  }
}
