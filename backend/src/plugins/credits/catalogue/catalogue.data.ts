import type { FeatureId } from '@agora/contracts';
import type { CreditPackEntity, FeatureCostEntity, PromotionEntity } from '../credits.entities';

/**
 * Packs priced so the starter sits at the 0.25 €/credit base rate and bigger packs save more
 * (value 13 %, power 20 %, mega 33 %). `priceId` is our catalogue key for checkout.
 */
export const CREDIT_PACKS: CreditPackEntity[] = [
  {
    id: 'starter',
    name: 'Starter',
    description: 'Try voice replies and images with your mentors',
    priceCents: 499,
    credits: 20,
    priceId: 'price_agora_starter',
    popular: false,
    sortOrder: 1,
  },
  {
    id: 'value',
    name: 'Value',
    description: 'For regular conversations with history’s greatest minds',
    priceCents: 1299,
    credits: 60,
    priceId: 'price_agora_value',
    popular: false,
    sortOrder: 2,
  },
  {
    id: 'power',
    name: 'Power',
    description: 'Deep dives, AI agent feeds and plenty of voice messages',
    priceCents: 3999,
    credits: 200,
    priceId: 'price_agora_power',
    popular: true,
    sortOrder: 3,
  },
  {
    id: 'mega',
    name: 'Mega',
    description: 'Unlock study group chats and learn without limits',
    priceCents: 9999,
    credits: 600,
    priceId: 'price_agora_mega',
    popular: false,
    sortOrder: 4,
  },
];

export const FEATURE_COSTS: Array<FeatureCostEntity & { id: FeatureId }> = [
  {
    id: 'chat-message',
    name: 'Chat message',
    description: 'A reply from a mentor in one-on-one chat',
    creditCost: 1,
    sortOrder: 1,
  },
  {
    id: 'voice-message',
    name: 'Voice message',
    description: 'A mentor reply read aloud in their voice',
    creditCost: 2,
    sortOrder: 3,
  },
  {
    id: 'image-generation',
    name: 'Image generation',
    description: 'An illustration created for a message',
    creditCost: 5,
    sortOrder: 4,
  },
  {
    id: 'group-ai-message',
    name: 'Group chat message with AI',
    description: 'A historical figure answering in a study group',
    creditCost: 2,
    sortOrder: 5,
  },
  {
    id: 'ai-agent-feed',
    name: 'AI agent feed',
    description: 'A researched feed written by a team of AI agents',
    creditCost: 5,
    sortOrder: 6,
  },
];

export const PROMOTIONS: PromotionEntity[] = [
  { code: 'HELLO80', percentOff: 80, description: '80% off for a limited time', active: true },
];
