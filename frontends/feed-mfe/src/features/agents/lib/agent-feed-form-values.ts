import { AGENT_COUNT, RESEARCH_DEPTH } from '@agora/contracts/src/agent-feed-constants';
import type { PostLength } from '@agora/contracts';

export interface AgentFeedFormValues {
  topic: string;
  agentCount: number;
  includeResearch: boolean;
  researchDepth: number;
  postLength: PostLength;
}

export const DEFAULT_FORM: AgentFeedFormValues = {
  topic: '',
  agentCount: AGENT_COUNT.default,
  includeResearch: true,
  researchDepth: RESEARCH_DEPTH.default,
  postLength: 'snackable',
};

export const POST_LENGTHS: PostLength[] = ['bite-sized', 'snackable', 'feast-mode'];
