import { z } from 'zod';
import {
  AgentPostSchema,
  AiProviderChoiceSchema,
  ClaudeModelChoiceSchema,
  PostLengthSchema,
} from './ai';
import {
  AGENT_COUNT,
  type AgentFeedStage,
  DEFAULT_EVALUATION_CRITERIA,
  RESEARCH_DEPTH,
} from './agent-feed-constants';
import { visibleLine } from './visible-text';

export * from './agent-feed-constants';

/** Spec 02 §3 agent feed request; `progressId` (a uuid the page picks) tags the progress events. */
export const AgentFeedRequestSchema = z.object({
  /** Spec 02 §5's words for a missing topic. */
  topic: visibleLine('topic', 200, {
    blank: 'Please enter a topic for the AI agents to explore',
  }),
  agentCount: z
    .number()
    .int()
    .min(AGENT_COUNT.min)
    .max(AGENT_COUNT.max)
    .default(AGENT_COUNT.default),
  researchDepth: z
    .number()
    .int()
    .min(RESEARCH_DEPTH.min)
    .max(RESEARCH_DEPTH.max)
    .default(RESEARCH_DEPTH.default),
  includeResearch: z.boolean().default(true),
  evaluationCriteria: z
    .array(visibleLine('criterion', 40))
    .min(1)
    .max(5)
    .default([...DEFAULT_EVALUATION_CRITERIA]),
  postLength: PostLengthSchema.default('snackable'),
  existingFeedId: z.uuid().optional(),
  progressId: z.uuid().optional(),
  /** Engine and language, as elsewhere; 'offline' asks for the built-in engine. */
  useAPI: z.union([AiProviderChoiceSchema, z.literal('offline')]).optional(),
  claudeModel: ClaudeModelChoiceSchema.optional(),
  language: z.string().trim().max(40).optional(),
});
export type AgentFeedRequest = z.input<typeof AgentFeedRequestSchema>;
export type AgentFeedOptions = z.output<typeof AgentFeedRequestSchema>;

export interface AgentFeedGenerated {
  feedId: string;
  postCount: number;
  topic: string;
}
export const AgentFeedGeneratedSchema: z.ZodType<AgentFeedGenerated> = z.object({
  feedId: z.string(),
  postCount: z.number().int(),
  topic: z.string(),
});

/** One reviewer's scores of a post against the criteria, with the reason kept. */
export const AgentReviewSchema = z.object({
  reviewer: z.string().min(1).max(80),
  scores: z.record(z.string(), z.number().min(0).max(1)),
  relevance: z.number().min(0).max(1),
  reason: z.string().min(1).max(400),
});
export type AgentReview = z.infer<typeof AgentReviewSchema>;

/** A stored agent post (spec 02 §3) with the angle it took, its reviews and the owner's like/save. */
export const AgentFeedPostSchema = AgentPostSchema.extend({
  id: z.string(),
  angle: z.string(),
  reviews: z.array(AgentReviewSchema),
  liked: z.boolean(),
  saved: z.boolean(),
  timestamp: z.string(),
});
export type AgentFeedPost = z.infer<typeof AgentFeedPostSchema>;

export interface AgentFeedPage {
  feedId: string;
  topic: string;
  posts: AgentFeedPost[];
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
}
export const AgentFeedPageSchema: z.ZodType<AgentFeedPage> = z.object({
  feedId: z.string(),
  topic: z.string(),
  posts: z.array(AgentFeedPostSchema),
  nextCursor: z.string().nullable(),
});

export const AgentFeedQuerySchema = z.object({
  feedId: z.uuid(),
  cursor: z
    .string()
    .regex(/^\d{1,15}$/, 'must be a cursor from a previous page')
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(50),
});
export type AgentFeedQuery = z.output<typeof AgentFeedQuerySchema>;

export interface AgentFeedProgress {
  progressId: string | null;
  stage: AgentFeedStage;
  /** 0–100. */
  progress: number;
}
