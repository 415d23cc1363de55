import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAnalytics } from '../api/admin-types';
import { featureUsage, lastWeekOfActiveUsers } from '../lib/admin-stats';

/** The charts' data with their labels: feature usage bars and the last week's active users. */
export function useAdminCharts(analytics: AdminAnalytics | undefined) {
  const { t, i18n } = useTranslation('admin');
  const bars = useMemo(
    () =>
      featureUsage(analytics).map(({ key, value }) => ({
        key,
        value,
        label: t(`featureUsage.${key}`),
      })),
    [analytics, t],
  );
  const days = useMemo(() => {
    const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
    return lastWeekOfActiveUsers(analytics).map((d) => ({
      ...d,
      label: weekday.format(Date.parse(`${d.date}T00:00:00Z`)),
    }));
  }, [analytics, i18n.language]);
  return { bars, days };
}
