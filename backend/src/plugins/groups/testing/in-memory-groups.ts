/** The in-memory fakes of the groups plugin's ports for unit tests, one module per port. */
export { CountingGroupVoiceQuota } from './counting-group-voice-quota';
export { InMemoryGroupsBilling } from './in-memory-groups-billing';
export { InMemoryGroupsRepository } from './in-memory-groups-repository';
export { InMemoryVoiceStore } from './in-memory-voice-store';
export { RecordedGroupsLive } from './recorded-groups-live';
export { RecordedJobQueue } from '../../../core/queue/testing/recorded-job-queue';
export { ScriptedGroupsAi } from './scripted-groups-ai';
