import type { AgentFeedPage, AgentFeedPost } from '@agora/contracts';
import type { AgentFeedSummary, AgentPostRecord } from './agent-feeds.repository';

export function agentPostView(row: AgentPostRecord): AgentFeedPost {
  return {
    id: row.id,
    agentName: row.agentName,
    agentAvatar: row.agentAvatar,
    agentSpecialty: row.agentSpecialty,
    angle: row.angle,
    content: row.content,
    bulletSummary: row.bulletSummary,
    confidence: row.confidence,
    relevanceScore: row.relevanceScore,
    researchSources: row.researchSources,
    reviews: row.reviews,
    claimKind: row.claimKind,
    liked: row.liked,
    saved: row.saved,
    timestamp: row.createdAt.toISOString(),
  };
}

export function agentFeedPageView(
  feed: AgentFeedSummary,
  rows: AgentPostRecord[],
  limit: number,
): AgentFeedPage {
  const last = rows.at(-1);
  return {
    feedId: feed.id,
    topic: feed.topic,
    posts: rows.map(agentPostView),
    nextCursor: rows.length === limit && last ? String(last.seq) : null,
  };
}
