/** The home-feed plugin's public surface. */
export { HomeFeedModule } from './home-feed.module';
export { HomeFeedService } from './home-feed.service';
export {
  FIGURE_REPLIES_JOB,
  type FigureRepliesOutcome,
  HOME_FEED_QUEUE,
  type HomeFeedJobMap,
  type HomeFeedJobName,
} from './home-feed.jobs';
