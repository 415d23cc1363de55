import type { HomeFeedUpdate } from '@agora/contracts';
import { HOME_FEED_CHANNEL, HOME_FEED_ROOM } from '@agora/contracts/src/home-feed-constants';
import { useHost, useRealtimeRoom } from '@agora/ui';
import { useQueryClient } from '@tanstack/react-query';
import { HOME_FEED_KEY } from '../api/get-home-feed';

/** Re-reads the feed as soon as the server announces new figure posts (polling stays the fallback). */
export function useHomeFeedLive(): void {
  const host = useHost();
  const queryClient = useQueryClient();
  useRealtimeRoom<HomeFeedUpdate>(HOME_FEED_CHANNEL, host.user ? HOME_FEED_ROOM : null, {
    onMessage: () => void queryClient.invalidateQueries({ queryKey: HOME_FEED_KEY }),
  });
}
