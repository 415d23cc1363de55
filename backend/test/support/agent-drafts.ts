import type { AgentDraft } from '../../src/ai';

/** The n-th of a generation's drafts, as the AI layer hands them to the agents plugin. */
export const agentDraft = (n: number): AgentDraft => ({
  agentName: `Agent ${n}`,
  agentAvatar: '🎓',
  agentSpecialty: 'Physicist',
  angle: `Angle ${n}`,
  content: `Post ${n}.`,
  bulletSummary: [`Point ${n}`],
  confidence: 0.8,
  relevanceScore: 0.7,
  researchSources: [],
  claimKind: 'documented',
  reviews: [],
});
