/** Port: card pictures kept as mentors' avatars. */
export abstract class MentorAvatars {
  /** Keeps a PNG and returns the avatar value that shows it (a path we serve, `/media/<id>`). */
  abstract store(png: Buffer): Promise<string>;
  /** The PNG behind an avatar we stored; null for an emoji, a web address or anything not a PNG of ours. */
  abstract read(avatar: string): Promise<Buffer | null>;
}
