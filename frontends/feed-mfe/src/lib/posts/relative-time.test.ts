import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000 - 1).toISOString();

describe(relativeTime.name, () => {
  it("says 'now' under one minute", () => {
    expect(relativeTime(new Date(NOW - 59_000).toISOString(), NOW)).toEqual({ unit: 'now' });
  });
  it('counts minutes under 60', () => {
    expect(relativeTime(ago(1), NOW)).toEqual({ unit: 'minutes', count: 1 });
    expect(relativeTime(ago(59), NOW)).toEqual({ unit: 'minutes', count: 59 });
  });
  it('counts hours from 60 minutes up to 1440 minutes', () => {
    expect(relativeTime(ago(60), NOW)).toEqual({ unit: 'hours', count: 1 });
    expect(relativeTime(ago(1439), NOW)).toEqual({ unit: 'hours', count: 23 });
  });
  it('counts days from 1440 minutes on', () => {
    expect(relativeTime(ago(1440), NOW)).toEqual({ unit: 'days', count: 1 });
    expect(relativeTime(ago(3 * 1440 + 5), NOW)).toEqual({ unit: 'days', count: 3 });
  });
  it("treats a timestamp in the future as 'now'", () => {
    expect(relativeTime(new Date(NOW + 120_000).toISOString(), NOW)).toEqual({ unit: 'now' });
  });
});
