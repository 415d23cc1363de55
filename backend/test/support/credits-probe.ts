import type { SignedUp } from './test-app';

type Agent = SignedUp['agent'];

/** The signed-in user's credit balance, as `GET /api/user/subscription` reports it. */
export async function balanceOf(agent: Agent): Promise<number> {
  const res = await agent.get('/api/user/subscription').expect(200);
  return res.body.credits as number;
}

/** The seeded credit cost of a feature, from `GET /api/feature-costs`. */
export async function costOf(agent: Agent, feature: string): Promise<number> {
  const res = await agent.get('/api/feature-costs').expect(200);
  const cost = (res.body as { id: string; creditCost: number }[]).find((f) => f.id === feature);
  if (!cost) throw new Error(`feature cost ${feature} is not seeded`);
  return cost.creditCost;
}
