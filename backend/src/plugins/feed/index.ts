/** The feed plugin's public surface: other plugins import from here only. */
export { FeedModule } from './feed.module';
export { FEED_QUEUE, type FeedJobName, type FeedJobOf, type FeedJobs } from './feed.jobs';
