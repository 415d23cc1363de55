import { z } from 'zod';
import { EmotionSchema } from './ai';
import { LANGUAGE_CODES, type LanguageCode } from './catalogue-constants';

/** The signed-out landing's live numbers and demos (spec 02 §2 landing, §3, §7). */

const count = z.number().int().nonnegative();

/** GET /api/public-stats: community totals, no personal data. */
export const PublicStatsSchema = z.object({
  totalUsers: count,
  totalPosts: count,
  totalConversations: count,
  /** Learners active in the last 7 days. */
  activeUsers: count,
});
export type PublicStats = z.infer<typeof PublicStatsSchema>;

export const DEMO_LANGUAGE_DEFAULT: LanguageCode = 'en';
/** GET /api/demo-data?language=fr: demos in the visitor's language where stored content has one. */
export const DemoDataQuerySchema = z.object({
  language: z
    .enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]])
    .default(DEMO_LANGUAGE_DEFAULT),
});
export type DemoDataQuery = z.infer<typeof DemoDataQuerySchema>;

/** Spec 02 §4: how many steps each demo card plays. */
export const DEMO_STEP_LIMITS = { chat: 4, homeFeed: 3, group: 4 } as const;

/** `community`: real stored content; `curated`: the built-in examples of a fresh install. */
export const DemoOriginSchema = z.enum(['community', 'curated']);
export type DemoOrigin = z.infer<typeof DemoOriginSchema>;

const demoText = z.string().trim().min(1).max(1200);
const demoMeta = {
  origin: DemoOriginSchema,
  /** The language the demo's text is written in; null when the content does not record one. */
  language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]).nullable(),
};

/** One line of the chat demo: the learner (`user`) or the mentor (`ai`). */
export const DemoChatStepSchema = z.object({
  type: z.enum(['user', 'ai']),
  message: demoText,
  emotion: EmotionSchema,
  mentor_name: z.string().min(1),
  avatar_emoji: z.string().min(1),
});
export type DemoChatStep = z.infer<typeof DemoChatStepSchema>;

export const ChatDemoSchema = z.object({
  ...demoMeta,
  steps: z.array(DemoChatStepSchema).min(1).max(DEMO_STEP_LIMITS.chat),
});
export type ChatDemo = z.infer<typeof ChatDemoSchema>;

/** A figure's post as the home feed shows it. */
export const DemoPostSchema = z.object({
  author: z.string().min(1),
  avatar: z.string().min(1),
  specialty: z.string(),
  topic: z.string(),
  content: demoText,
  likes: count,
});
export type DemoPost = z.infer<typeof DemoPostSchema>;

export const HomeFeedDemoSchema = z.object({
  ...demoMeta,
  posts: z.array(DemoPostSchema).min(1).max(DEMO_STEP_LIMITS.homeFeed),
});
export type HomeFeedDemo = z.infer<typeof HomeFeedDemoSchema>;

/** One line of the group demo: a learner or a figure answering a mention. */
export const DemoGroupMessageSchema = z.object({
  type: z.enum(['user', 'ai']),
  message: demoText,
  /** A figure's name for `ai`; null for a learner (learners' names are not shown). */
  username: z.string().min(1).nullable(),
  avatar: z.string().min(1),
});
export type DemoGroupMessage = z.infer<typeof DemoGroupMessageSchema>;

export const GroupDemoSchema = z.object({
  ...demoMeta,
  messages: z.array(DemoGroupMessageSchema).min(1).max(DEMO_STEP_LIMITS.group),
});
export type GroupDemo = z.infer<typeof GroupDemoSchema>;

/** GET /api/demo-data. */
export const DemoDataSchema = z.object({
  chatDemo: ChatDemoSchema,
  homeFeedDemo: HomeFeedDemoSchema,
  groupDemo: GroupDemoSchema,
});
export type DemoData = z.infer<typeof DemoDataSchema>;
