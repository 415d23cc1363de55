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

/** Posts shown under a figure's name (a learner's reply shows under their own). */
const FIGURE_KINDS = new Set<StoredThreadPost['kind']>(['original', 'thread', 'ai']);

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
    // A learner may call themselves after a figure; only a figure's post takes its specialty.
    specialty: FIGURE_KINDS.has(p.kind)
      ? specialtyIn(language, p.author, p.specialty)
      : p.specialty,
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
  if (p.writtenBy === 'client' && FIGURE_KINDS.has(p.kind)) post.unverified = true;
  return post;
}

/** What a rabbit hole's link shows before the server has written any of it: no figure, no quote. */
export const NEUTRAL_RABBIT_HOLE_PREVIEW: LinkPreview = {
  title: 'A rabbit hole on Agora',
  description: 'Learn from AI-simulated historical figures',
};

/**
 * A rabbit hole's link preview: the figure of the first post the server wrote, its topic and first
 * lines. Text a client sent (a created hole's posts, a learner's reply) is never shown as a
 * figure's words, so without a server-written post the preview is neutral.
 */
export function toRabbitHolePreview(first: StoredThreadPost | null): LinkPreview {
  if (first?.writtenBy !== 'server') return NEUTRAL_RABBIT_HOLE_PREVIEW;
  const title = first.topic.trim() || first.content.split(/[.!?\n]/, 1)[0]!.trim();
  return { figure: first.author, title, description: first.content };
}
