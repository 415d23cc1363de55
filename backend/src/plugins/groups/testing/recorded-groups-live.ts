/** The groups live fake: records what would be pushed to a group's room. */
import type { GroupAnswerTokenEvent, GroupMessage } from '@agora/contracts';
import { GroupsLive } from '../groups-live';

/** Records what would be pushed to a group's room. */
export class RecordedGroupsLive extends GroupsLive {
  readonly messages: GroupMessage[] = [];
  readonly tokens: GroupAnswerTokenEvent[] = [];
  /** Whose sockets were sent out of which group's room. */
  readonly evicted: { groupId: string; userId: string }[] = [];
  policy?: (userId: string | null, groupId: string) => Promise<boolean>;

  openRooms(isMember: (userId: string | null, groupId: string) => Promise<boolean>): void {
    this.policy = isMember;
  }

  message(_groupId: string, message: GroupMessage): void {
    this.messages.push(message);
  }

  token(event: GroupAnswerTokenEvent): void {
    this.tokens.push(event);
  }

  evict(groupId: string, userId: string): void {
    this.evicted.push({ groupId, userId });
  }
}
