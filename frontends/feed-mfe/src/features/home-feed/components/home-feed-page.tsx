import '../home-feed.css';
import { HomeFeedScreen } from './home-feed-screen';

/** `/home` and the Home tab of `/feed`. */
export function HomeFeedPage() {
  return <HomeFeedScreen />;
}
