/* Plain constants of the agent feed (no zod), importable by path from frontends. */

/** Spec 02 §9: agent count, research depth and the review criteria used when none are given. */
export const AGENT_COUNT = { min: 3, max: 10, default: 5 } as const;
export const RESEARCH_DEPTH = { min: 1, max: 5, default: 3 } as const;
export const DEFAULT_EVALUATION_CRITERIA = ['accuracy', 'creativity', 'practicality'] as const;
/** A feed stops growing here: Generate More answers 409 once it holds this many posts. */
export const AGENT_FEED_MAX_POSTS = 60;
/** The socket event a generation's progress is pushed as (to the creator's own sockets). */
export const AGENT_FEED_PROGRESS_EVENT = 'agent-feed-progress';

/** The stages a generation goes through, in order (spec 02 §4). */
export const AGENT_FEED_STAGES = [
  'preparing-personas',
  'researching',
  'generating',
  'evaluating',
  'finalizing',
] as const;
export type AgentFeedStage = (typeof AGENT_FEED_STAGES)[number];

/** Confidence colour bands (spec 02 §9) and the default minimum-confidence filter. */
export const CONFIDENCE_BANDS = { high: 0.8, medium: 0.6 } as const;
export const DEFAULT_MIN_CONFIDENCE = 0.5;
