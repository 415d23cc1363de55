/**
 * How long ago, in the reader's language: 'now' under a minute, then minutes, hours (under 1440
 * minutes) and days, worded by the browser's Intl.RelativeTimeFormat.
 */
export function postAge(createdAt: string, language: string, now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const minutes = Math.floor((now - new Date(createdAt).getTime()) / 60_000);
  if (!(minutes >= 1)) return format.format(0, 'second');
  if (minutes < 60) return format.format(-minutes, 'minute');
  if (minutes < 1440) return format.format(-Math.floor(minutes / 60), 'hour');
  return format.format(-Math.floor(minutes / 1440), 'day');
}
