import { HOME_FEED_CHANNEL, HOME_FEED_ROOM } from '@agora/contracts/src/home-feed-constants';
import { useHost } from '@agora/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { HOME_FEED_KEY } from '../api/get-home-feed';

/** Re-reads the feed as soon as the server announces new figure posts (polling stays the fallback). */
export function useHomeFeedLive(): void {
  const host = useHost();
  const queryClient = useQueryClient();
  const signedIn = Boolean(host.user);

  useEffect(() => {
    if (!signedIn) return undefined;
    const socket = io({ path: '/ws', withCredentials: true, transports: ['websocket'] });
    socket.on('connect', () => {
      socket.emit('join', { channel: HOME_FEED_CHANNEL, id: HOME_FEED_ROOM });
    });
    socket.on('message', (event: { channel?: string }) => {
      if (event.channel === HOME_FEED_CHANNEL)
        void queryClient.invalidateQueries({ queryKey: HOME_FEED_KEY });
    });
    return () => {
      socket.disconnect();
    };
  }, [signedIn, queryClient]);
}
