import { GROUP_CHANNEL, type GroupAnswerTokenEvent, type GroupMessage } from '@agora/contracts';
import { Injectable } from '@nestjs/common';
import { RealtimeService } from '../../core/realtime/realtime.service';

/** Port: what a group's socket room shows live (members only). */
export abstract class GroupsLive {
  /** Lets a socket join a group's room only while `isMember(userId, groupId)` answers true. */
  abstract openRooms(isMember: (userId: string | null, groupId: string) => Promise<boolean>): void;
  /** A new message (a learner's, or a figure's finished answer) to everyone in the room. */
  abstract message(groupId: string, message: GroupMessage): void;
  /** One streamed piece of a figure's answer (event `group-token`). */
  abstract token(event: GroupAnswerTokenEvent): void;
  /** Sends every socket of a learner who left the group out of its room (the policy is asked on join only). */
  abstract evict(groupId: string, userId: string): void;
}

@Injectable()
export class RealtimeGroupsLive extends GroupsLive {
  constructor(private readonly realtime: RealtimeService) {
    super();
  }

  openRooms(isMember: (userId: string | null, groupId: string) => Promise<boolean>): void {
    this.realtime.registerChannel(GROUP_CHANNEL, (userId, groupId) => isMember(userId, groupId));
  }

  message(groupId: string, message: GroupMessage): void {
    this.realtime.publishMessage(GROUP_CHANNEL, groupId, message);
  }

  token(event: GroupAnswerTokenEvent): void {
    this.realtime.emitToRoom(GROUP_CHANNEL, event.groupId, 'group-token', event);
  }

  evict(groupId: string, userId: string): void {
    this.realtime.removeUserFromRoom(userId, GROUP_CHANNEL, groupId);
  }
}
