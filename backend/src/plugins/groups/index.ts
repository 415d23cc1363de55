/** The study groups plugin's public surface. */
export { GroupsModule } from './groups.module';
export type { GroupsJobs } from './groups.jobs';
export { loadGroupsConfig } from './groups.config';
