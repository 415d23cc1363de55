/** The home-feed plugin's public surface. */
export { HomeFeedModule } from './home-feed.module';
export { HomeFeedService } from './home-feed.service';
export {
  type FigureRepliesOutcome,
  HOME_FEED_QUEUE,
  type HomeFeedJobName,
  type HomeFeedJobs,
} from './home-feed.jobs';
export { NotYourPost, PostingTooFast, PostNotFound } from './home-feed.errors';
