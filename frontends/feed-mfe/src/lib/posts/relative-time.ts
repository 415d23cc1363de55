/** How long ago a post was written, as the feed shows it: now, minutes, hours, then days. */
export type RelativeTime = { unit: 'now' } | { unit: 'minutes' | 'hours' | 'days'; count: number };

export function relativeTime(
  timestamp: string | number | Date,
  now: number = Date.now(),
): RelativeTime {
  const minutes = Math.floor((now - new Date(timestamp).getTime()) / 60_000);
  if (!(minutes >= 1)) return { unit: 'now' };
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  if (minutes < 1440) return { unit: 'hours', count: Math.floor(minutes / 60) };
  return { unit: 'days', count: Math.floor(minutes / 1440) };
}
