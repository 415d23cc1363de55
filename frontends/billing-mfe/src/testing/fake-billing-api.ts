import type {
  Coupons,
  CreditPack,
  FeatureCost,
  PurchaseResult,
  SubscriptionPlan,
  SubscriptionSummary,
} from '@agora/contracts';
import { setupMockApi } from '@agora/ui/testing';
import { http } from 'msw';

/** What the fake server answers; a function lets a test fail or hold a response. */
type Answer<T> = T | (() => Response | Promise<Response>);

export interface BillingStore {
  subscription: Answer<SubscriptionSummary>;
  packs: Answer<CreditPack[]>;
  featureCosts: Answer<FeatureCost[]>;
  plans: Answer<SubscriptionPlan[]>;
  coupons: Answer<Coupons>;
  checkout: Answer<{ url: string }>;
  purchase: Answer<PurchaseResult>;
}

export interface FakeBillingApi {
  store: BillingStore;
  /** Every request as `METHOD path?query` with its JSON body. */
  calls: Array<{ request: string; body: unknown }>;
  count(request: string): number;
}

export const PACKS: CreditPack[] = [
  {
    id: 'starter',
    name: 'Starter',
    description: 'Try it out',
    price: 499,
    credits: 20,
    priceId: 'price_agora_starter',
    popular: false,
  },
  {
    id: 'value',
    name: 'Value',
    description: 'Regular learning',
    price: 1299,
    credits: 60,
    priceId: 'price_agora_value',
    popular: false,
  },
  {
    id: 'power',
    name: 'Power',
    description: 'Deep dives',
    price: 3999,
    credits: 200,
    priceId: 'price_agora_power',
    popular: true,
  },
  {
    id: 'mega',
    name: 'Mega',
    description: 'Study groups',
    price: 9999,
    credits: 600,
    priceId: 'price_agora_mega',
    popular: false,
  },
];

export const FEATURE_COSTS: FeatureCost[] = [
  { id: 'chat-message', name: 'Chat message', description: 'A mentor reply', creditCost: 1 },
  {
    id: 'image-generation',
    name: 'Image generation',
    description: 'An illustration',
    creditCost: 5,
  },
];

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A promise that never settles: the request stays loading. */
export const pending = () => new Promise<Response>(() => undefined);

export function defaultStore(): BillingStore {
  return {
    subscription: { credits: 50, subscription: { name: 'Explorer' }, recentTransactions: [] },
    packs: PACKS,
    featureCosts: FEATURE_COSTS,
    plans: [],
    coupons: {
      creditCoupon: null,
      promotions: [{ code: 'HELLO80', percentOff: 80, description: '80% off' }],
    },
    checkout: { url: 'https://checkout.example/pay/cs_1' },
    purchase: { success: true, creditsAdded: 60, newBalance: 110 },
  };
}

const ROUTES: Record<string, keyof BillingStore> = {
  'GET /api/user/subscription': 'subscription',
  'GET /api/credit-packs': 'packs',
  'GET /api/feature-costs': 'featureCosts',
  'GET /api/subscription-plans': 'plans',
  'GET /api/coupons': 'coupons',
  'POST /api/create-checkout-session': 'checkout',
  'GET /api/process-credit-purchase': 'purchase',
};

// The file's HTTP fake (msw): each test installs its own store with installFakeBillingApi.
const mockApi = setupMockApi();

/** Answers the billing calls from an in-memory store for one test (msw, dropped after it). */
export function installFakeBillingApi(overrides: Partial<BillingStore> = {}): FakeBillingApi {
  const api: FakeBillingApi = {
    store: { ...defaultStore(), ...overrides },
    calls: [],
    count: (request) => api.calls.filter((call) => call.request === request).length,
  };
  mockApi.use(
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      api.calls.push({
        request: `${request.method} ${url.pathname}${url.search}`,
        body: text ? JSON.parse(text) : undefined,
      });
      const key = ROUTES[`${request.method} ${url.pathname}`];
      if (!key)
        return json(404, {
          statusCode: 404,
          message: `no fake for ${request.method} ${url.pathname}`,
        });
      const answer = api.store[key];
      return typeof answer === 'function' ? answer() : json(200, answer);
    }),
  );
  return api;
}
