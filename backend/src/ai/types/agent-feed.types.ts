import type { AgentPost, AgentReview, AgentFeedStage, PostLength } from '@agora/contracts';

/** What the agent feed asks for; `madePoints` and `usedSources` come from the feed's earlier posts. */
export interface AgentFeedInput {
  topic: string;
  agentCount: number;
  researchDepth: number;
  includeResearch: boolean;
  evaluationCriteria: string[];
  postLength: PostLength;
  /** Bullet points and contents already in the feed: a continuation must not make them again. */
  madePoints: string[];
  /** Citations already used by the feed (offline: knowledge entries are not drawn twice). */
  usedSources: string[];
}

/** One agent's finished, reviewed post. */
export interface AgentDraft extends AgentPost {
  angle: string;
  reviews: AgentReview[];
}

/** Reported as the work moves on: the stage it entered and how far the whole run is (0–100). */
export type OnAgentFeedProgress = (stage: AgentFeedStage, progress: number) => void;

/** A figure on the panel with the angle it takes and what it gathered. */
export interface PanelAgent {
  name: string;
  avatar: string;
  specialty: string;
  angle: string;
}

/** One gathered source: the readable citation, and for offline entries the knowledge entry's id. */
export interface ResearchNote {
  citation: string;
  /** The text the agent may draw on (the entry itself offline; the model's note with a provider). */
  note: string;
  entryId?: string;
  /** Whether it was found by searching the topic (not only taken from the figure's record). */
  onTopic: boolean;
}
