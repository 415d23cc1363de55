/** The agents plugin's public surface. */
export { AgentsModule } from './agents.module';
export { AgentsService } from './agents.service';
export type { AgentsJobs, GenerateFeedJob, GenerateFeedResult } from './agents.jobs';
