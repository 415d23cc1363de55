import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HOME_FEED_CHANNEL, HOME_FEED_ROOM, type HomeFeedUpdate } from '@agora/contracts';
import { RealtimeService } from '../../core/realtime/realtime.service';

/** Tells open feeds that something new arrived (a port, faked in unit tests). */
export abstract class HomeFeedNotifier {
  abstract announce(update: HomeFeedUpdate): void;
}

/** Publishes on the `home-feed` channel; any signed-in socket may join its `all` room. */
@Injectable()
export class RealtimeHomeFeedNotifier extends HomeFeedNotifier implements OnModuleInit {
  constructor(private readonly realtime: RealtimeService) {
    super();
  }

  onModuleInit(): void {
    this.realtime.registerChannel(
      HOME_FEED_CHANNEL,
      (userId, id) => userId !== null && id === HOME_FEED_ROOM,
    );
  }

  announce(update: HomeFeedUpdate): void {
    this.realtime.publishMessage(HOME_FEED_CHANNEL, HOME_FEED_ROOM, update);
  }
}
