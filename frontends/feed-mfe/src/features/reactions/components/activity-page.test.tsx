import { describe, expect, it } from 'vitest';
import { groupByDay } from './activity-page';

describe(groupByDay.name, () => {
  it('groups activity by local calendar day, keeping the newest-first order', () => {
    const items = [
      { id: '3', action: 'save' as const, postAuthor: 'Rumi', timestamp: '2026-11-21T18:00:00' },
      { id: '2', action: 'like' as const, postAuthor: 'Hypatia', timestamp: '2026-11-21T08:00:00' },
      {
        id: '1',
        action: 'like' as const,
        postAuthor: 'Socrates',
        timestamp: '2026-11-19T12:00:00',
      },
    ];
    const groups = groupByDay(items, 'en-US');
    expect(groups.map((g) => g.day)).toEqual(['November 21, 2026', 'November 19, 2026']);
    expect(groups[0]!.items.map((i) => i.id)).toEqual(['3', '2']);
    expect(groups[1]!.items.map((i) => i.id)).toEqual(['1']);
  });
});
