import type {
  ActivityItem,
  ExplorePost,
  ProfileStatsResponse,
  ReactedPost,
} from '@agora/contracts';
import { specialtyIn } from '../../ai';
import type { StoredExplorePost } from './explore/explore-pool.repository';
import type { ActivityRow, StoredReaction } from './reactions/reactions.repository';

/** A stored post for the wire; the author's specialty in the reader's `language` where known. */
export function toExplorePost(p: StoredExplorePost, language = 'en'): ExplorePost {
  return {
    id: p.id,
    author: p.author,
    avatar: p.avatar,
    specialty: specialtyIn(language, p.author, p.specialty),
    content: p.content,
    topic: p.topic,
    sources: p.sources,
    claimKind: p.claimKind,
    provider: p.provider,
    timestamp: new Date(p.createdAt).toISOString(),
  };
}

export function toReactedPost(r: StoredReaction): ReactedPost {
  return {
    id: r.postId,
    author: r.postAuthor,
    content: r.postContent,
    topic: r.postTopic,
    timestamp: new Date(r.createdAt).toISOString(),
  };
}

export function toActivityItem(r: ActivityRow): ActivityItem {
  return {
    id: r.id,
    action: r.action,
    postAuthor: r.postAuthor,
    timestamp: new Date(r.timestamp).toISOString(),
  };
}

export function toProfileStats(counts: {
  likes: number;
  saves: number;
  questions: number;
}): ProfileStatsResponse {
  const { likes, saves, questions } = counts;
  return {
    stats: {
      likes,
      totalLikes: likes,
      saves,
      totalSaves: saves,
      posts: questions,
      totalActivity: likes + saves + questions,
    },
  };
}
