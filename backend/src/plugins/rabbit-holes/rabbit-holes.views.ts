import type { RabbitHole, ThreadPost } from '@agora/contracts';
import { specialtyIn } from '../../ai';
import type { LinkPreview } from '../../core/serving/link-previews';
import type { RabbitHoleRecord, StoredThreadPost } from './rabbit-holes.repository';

export function toRabbitHole(hole: RabbitHoleRecord, posts: StoredThreadPost[]): RabbitHole {
  return {
    id: hole.id,
    originalPostId: hole.originalPostId,
    language: hole.language,
    createdAt: new Date(hole.createdAt).toISOString(),
    posts: posts.map((p) => toThreadPost(p, hole.language)),
  };
}

/**
 * A stored post on the wire: optional fields appear only when set; a figure's specialty in the
 * thread's `language` where known.
 */
export function toThreadPost(p: StoredThreadPost, language = 'en'): ThreadPost {
  const post: ThreadPost = {
    id: p.id,
    kind: p.kind,
    author: p.author,
    avatar: p.avatar,
    specialty: specialtyIn(language, p.author, p.specialty),
    content: p.content,
    topic: p.topic,
    sources: p.sources,
    claimKind: p.claimKind,
    timestamp: new Date(p.createdAt).toISOString(),
    isReply: p.isReply,
  };
  if (p.provider) post.provider = p.provider;
  if (p.username) post.username = p.username;
  if (p.replyToId) post.replyToId = p.replyToId;
  if (p.replyToAuthor) post.replyingTo = p.replyToAuthor;
  return post;
}

/** A rabbit hole's link preview: the figure of the post it started from, its topic and first lines. */
export function toRabbitHolePreview(opening: StoredThreadPost): LinkPreview {
  const figure = opening.kind === 'user' ? undefined : opening.author;
  const title = opening.topic?.trim() || opening.content.split(/[.!?\n]/, 1)[0]!.trim();
  return { title, description: opening.content, ...(figure ? { figure } : {}) };
}
