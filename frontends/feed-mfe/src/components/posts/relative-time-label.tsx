import { useTranslation } from 'react-i18next';
import { relativeTime } from '../../lib/posts/relative-time';

export function RelativeTimeLabel({ timestamp }: { timestamp: string }) {
  const { t } = useTranslation('feed');
  const value = relativeTime(timestamp);
  const text =
    value.unit === 'now' ? t('time.now') : t(`time.${value.unit}`, { count: value.count });
  return <time dateTime={timestamp}>{text}</time>;
}
