/** The feed plugin's public surface: other plugins import from here only. */
export { FeedModule } from './feed.module';
export { EXPLORE_QUEUE, type FeedJobs } from './feed.jobs';
