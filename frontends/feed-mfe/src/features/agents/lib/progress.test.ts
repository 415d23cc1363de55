import { describe, expect, it } from 'vitest';
import { confidenceBand, PROGRESS_CAP, simulatedStep, stageOf } from './progress';

describe('agent generation progress', () => {
  it('names the stage by progress: under 20, 40, 60, 80, then finalizing', () => {
    expect([0, 19, 20, 39, 40, 59, 60, 79, 80, 100].map(stageOf)).toEqual([
      'preparing-personas',
      'preparing-personas',
      'researching',
      'researching',
      'generating',
      'generating',
      'evaluating',
      'evaluating',
      'finalizing',
      'finalizing',
    ]);
  });

  it('rises in random steps when no live progress comes, never past 95', () => {
    let progress = 0;
    const seen: number[] = [];
    for (let i = 0; i < 60; i++) seen.push((progress = simulatedStep(progress, () => 0.99)));
    expect(seen[0]).toBeGreaterThan(0);
    expect(seen.every((p, i) => i === 0 || p >= seen[i - 1]!)).toBe(true);
    expect(Math.max(...seen)).toBe(PROGRESS_CAP);
  });

  it('bands confidence at 0.8 and 0.6', () => {
    expect([0.95, 0.8, 0.79, 0.6, 0.59, 0].map(confidenceBand)).toEqual([
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
    ]);
  });
});
