import { tokenCostUsd } from './pricing';

describe(tokenCostUsd.name, () => {
  const usage = { tokensIn: 1_000_000, tokensOut: 1_000_000 };

  it('prices known models per million tokens', () => {
    expect(tokenCostUsd('claude-3-haiku-20240307', usage)).toBeCloseTo(1.5);
    expect(tokenCostUsd('claude-sonnet-4-20250514', usage)).toBeCloseTo(18);
    expect(tokenCostUsd('gpt-4o-mini', usage)).toBeCloseTo(0.75);
    expect(tokenCostUsd('claude-haiku-4-5', usage)).toBeCloseTo(6);
    expect(tokenCostUsd('gpt-4.1-mini', usage)).toBeCloseTo(2);
  });

  it('estimates an unknown paid model conservatively, and a self-hosted one as free', () => {
    expect(tokenCostUsd('mystery-model', usage)).toBeCloseTo(2);
    expect(tokenCostUsd('llama3.1:8b', usage, true)).toBe(0);
  });
});
