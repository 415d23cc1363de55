import { z } from 'zod';
import { CLAIM_KINDS, EMOTIONS } from './catalogue-constants';

/** How well a generated statement is grounded: a documented fact, a reasoned inference, or playful role-play. */
export const ClaimKindSchema = z.enum(CLAIM_KINDS);
export type ClaimKind = z.infer<typeof ClaimKindSchema>;

/** The provider a request asks for (`useAPI` in the spec) and the Claude model size. */
export const AiProviderChoiceSchema = z.enum(['openai', 'claude']);
export type AiProviderChoice = z.infer<typeof AiProviderChoiceSchema>;
export const ClaudeModelChoiceSchema = z.enum(['haiku', 'sonnet']);
export type ClaudeModelChoice = z.infer<typeof ClaudeModelChoiceSchema>;

/** The provider that actually answered. */
export const AiProviderNameSchema = z.enum(['openai', 'anthropic', 'offline']);
export type AiProviderName = z.infer<typeof AiProviderNameSchema>;

export const POST_MAX_CHARS = 280;
export const REPLY_MAX_CHARS = 500;

export const GeneratedPostSchema = z.object({
  author: z.string().min(1).max(80),
  avatar: z.string().min(1).max(300),
  specialty: z.string().min(1).max(120),
  content: z.string().min(1).max(REPLY_MAX_CHARS),
  topic: z.string().min(1).max(120),
  sources: z.array(z.string().min(1).max(300)).max(8),
  claimKind: ClaimKindSchema,
});
export type GeneratedPost = z.infer<typeof GeneratedPostSchema>;

export const QuestionAnalysisSchema = z.object({
  context: z.string().min(1).max(600),
  topics: z.array(z.string().min(1).max(80)).min(1).max(8),
});
export type QuestionAnalysis = z.infer<typeof QuestionAnalysisSchema>;

export const PostLengthSchema = z.enum(['bite-sized', 'snackable', 'feast-mode']);
export type PostLength = z.infer<typeof PostLengthSchema>;

/** Spec 02 §3 agent post (id and timestamp are added by the agent-feed plugin when it stores it). */
export const AgentPostSchema = z.object({
  agentName: z.string().min(1).max(80),
  agentAvatar: z.string().min(1).max(300),
  agentSpecialty: z.string().min(1).max(120),
  content: z.string().min(1).max(1500),
  bulletSummary: z.array(z.string().min(1).max(200)).min(1).max(6),
  confidence: z.number().min(0).max(1),
  relevanceScore: z.number().min(0).max(1),
  researchSources: z.array(z.string().min(1).max(300)).max(8),
  claimKind: ClaimKindSchema,
});
export type AgentPost = z.infer<typeof AgentPostSchema>;

/** A built-in figure or a user's custom mentor, as the AI layer needs it. */
export const PersonaProfileSchema = z.object({
  name: z.string().min(1).max(80),
  avatar: z.string().min(1).max(300),
  specialty: z.string().min(1).max(120),
  era: z.string().max(120).optional(),
  bio: z.string().max(1000).optional(),
  personality: z.string().max(1000).optional(),
  background: z.string().max(8000).optional(),
  speakingStyle: z.string().max(500).optional(),
  /** A custom mentor's opening line, shown to the learner when a chat starts. */
  greeting: z.string().max(4000).optional(),
  topics: z.array(z.string()).optional(),
});
export type PersonaProfile = z.infer<typeof PersonaProfileSchema>;

export const PersonaSummarySchema = z.object({
  name: z.string(),
  avatar: z.string(),
  specialty: z.string(),
  era: z.string(),
  bio: z.string(),
  speakingStyle: z.string(),
  topics: z.array(z.string()),
  born: z.number().int(),
  died: z.number().int().nullable(),
});
export type PersonaSummary = z.infer<typeof PersonaSummarySchema>;

export const LanguageOptionSchema = z.object({ code: z.string(), name: z.string() });
export type LanguageOption = z.infer<typeof LanguageOptionSchema>;

/** `GET /api/personas`: every list the UI needs; the three figure lists hold names of `figures`. */
export const PersonaCatalogueResponseSchema = z.object({
  figures: z.array(PersonaSummarySchema),
  mentors: z.array(z.string()),
  explore: z.array(z.string()),
  mentionable: z.array(z.string()),
  categories: z.array(z.string()),
  languages: z.array(LanguageOptionSchema),
  defaultMentor: z.string(),
});
export type PersonaCatalogueResponse = z.infer<typeof PersonaCatalogueResponseSchema>;

export const EmotionSchema = z.enum(EMOTIONS);
export type Emotion = z.infer<typeof EmotionSchema>;

/** Header carrying a user's own provider key (never stored or logged). */
export const AI_API_KEY_HEADER = 'x-ai-api-key';
