import { z } from 'zod';

/**
 * Features that cost credits; other plugins pass one of these to `CreditsService.spend`. Asking a
 * question is free (visitors ask the offline engine; signed-in users are capped by the AI budget).
 */
export const FEATURE_IDS = [
  'chat-message',
  'voice-message',
  'image-generation',
  'group-ai-message',
  'ai-agent-feed',
] as const;
export const FeatureIdSchema = z.enum(FEATURE_IDS);
export type FeatureId = z.infer<typeof FeatureIdSchema>;

/** Spec 02 §9: feature gates and the base rate the savings are measured against. */
export const AI_AGENTS_MIN_CREDITS = 5;
export const GROUP_CHATS_MIN_CREDITS = 500;
export const BASE_PRICE_PER_CREDIT_EUR = 0.25;
export const DEFAULT_PLAN_NAME = 'Explorer';

export const CREDIT_PACK_IDS = ['starter', 'value', 'power', 'mega'] as const;

export const CreditPackSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Price in euro cents. */
  price: z.number().int().nonnegative(),
  credits: z.number().int().positive(),
  priceId: z.string(),
  popular: z.boolean(),
});
export type CreditPack = z.infer<typeof CreditPackSchema>;

export const FeatureCostSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  creditCost: z.number().int().nonnegative(),
});
export type FeatureCost = z.infer<typeof FeatureCostSchema>;

export const SubscriptionPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int().nonnegative(),
  monthlyCredits: z.number().int().nonnegative(),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlanSchema>;

export const PromotionSchema = z.object({
  code: z.string(),
  percentOff: z.number().int().min(1).max(100),
  description: z.string(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

export const CouponsSchema = z.object({
  /** A code for 100% off at checkout, when the deployment configures one. */
  creditCoupon: z.string().nullable(),
  promotions: z.array(PromotionSchema),
});
export type Coupons = z.infer<typeof CouponsSchema>;

export const CreditTransactionSchema = z.object({
  id: z.string(),
  description: z.string(),
  /** Signed: positive for grants and purchases, negative for spends. */
  amount: z.number().int(),
  /** The balance right after this change. */
  balance: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type CreditTransaction = z.infer<typeof CreditTransactionSchema>;

export const SubscriptionSummarySchema = z.object({
  credits: z.number().int().nonnegative(),
  subscription: z.object({ name: z.string() }),
  recentTransactions: z.array(CreditTransactionSchema),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummarySchema>;

export const CreateCheckoutSessionBodySchema = z.object({
  priceId: z.string().trim().min(1, 'priceId is required').max(200),
});
export type CreateCheckoutSessionBody = z.infer<typeof CreateCheckoutSessionBodySchema>;

export const CheckoutSessionResponseSchema = z.object({ url: z.string() });
export type CheckoutSessionResponse = z.infer<typeof CheckoutSessionResponseSchema>;

export const ProcessCreditPurchaseQuerySchema = z.object({
  session_id: z.string().trim().min(1, 'session_id is required').max(300),
});
export type ProcessCreditPurchaseQuery = z.infer<typeof ProcessCreditPurchaseQuerySchema>;

export const PurchaseResultSchema = z.object({
  success: z.boolean(),
  /** Credits this checkout session added to the account (once), 0 when it is not paid. */
  creditsAdded: z.number().int().nonnegative(),
  newBalance: z.number().int().nonnegative(),
});
export type PurchaseResult = z.infer<typeof PurchaseResultSchema>;

/** Body of the 403 a credits gate answers with. */
export const CreditsRequiredBodySchema = z.object({
  message: z.string().optional(),
  requiredCredits: z.number().int(),
  currentCredits: z.number().int(),
});
export type CreditsRequiredBody = z.infer<typeof CreditsRequiredBodySchema>;

/** The answer to Stripe's webhook calls. */
export const StripeWebhookAckSchema = z.object({ received: z.literal(true) });

/** Stripe's webhook call as far as this API reads it (the body is checked by its signature). */
export const StripeEventSchema = z
  .object({ id: z.string(), type: z.string(), data: z.object({ object: z.unknown() }) })
  .catchall(z.unknown());
