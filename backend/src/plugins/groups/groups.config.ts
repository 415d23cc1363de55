import { z } from 'zod';
import { configSection } from '../../core/config/load-config';

/** The groups plugin's own settings, read from the environment like core's. */
export const groupsConfigSchema = z.object({
  /** Credits a learner receives the first time they join a study group by a share link (0: none). */
  GROUP_JOIN_CREDITS: z.coerce.number().int().min(0).max(10000).default(25),
});

export type GroupsSettings = z.infer<typeof groupsConfigSchema>;

/** Parsed once; a bad value stops start-up with one line naming the variable. */
export function loadGroupsConfig(): GroupsSettings {
  return configSection(groupsConfigSchema);
}

/** Inject this for the groups plugin's settings (`config.env.GROUP_JOIN_CREDITS`). */
export class GroupsConfig {
  constructor(readonly env: GroupsSettings = loadGroupsConfig()) {}
}
