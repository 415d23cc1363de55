import type { ExplorePost } from '@agora/contracts';
import { InfoIcon } from '@agora/ui';
import { useTranslation } from 'react-i18next';

/** Says so when any of the posts was written by the built-in offline engine. */
export function OfflineEngineNotice({ posts }: { posts: readonly ExplorePost[] }) {
  const { t } = useTranslation('feed');
  if (!posts.some((p) => p.provider === 'offline')) return null;
  return (
    <p className="feed-notice" role="note">
      <InfoIcon size={14} />
      {t('notice.offline')}
    </p>
  );
}
