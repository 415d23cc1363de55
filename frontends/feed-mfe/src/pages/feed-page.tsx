import { FeedTabsPage } from './feed-tabs-page';
import { HomeFeedPage } from '../features/home-feed/components/home-feed-page';

/** `/feed`: the explore feature's tabs with the home-feed feature as the Home tab. */
export function FeedPage() {
  return <FeedTabsPage home={<HomeFeedPage />} />;
}
