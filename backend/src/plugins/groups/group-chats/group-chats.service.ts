import { randomBytes, randomUUID } from 'node:crypto';
import {
  GROUP_CHATS_MIN_CREDITS,
  type CreateGroup,
  type GroupChat,
  type GroupMember,
  type GroupRole,
  type GroupShareInfo,
  type GroupSpeech,
  type JoinGroup,
  type JoinGroupResult,
  type TextToSpeech,
  VOICE_NAME,
} from '@agora/contracts';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import type { AuthUser } from '../../../core/auth/auth-user';
import { GroupsConfig } from '../groups.config';
import { GroupsBilling } from '../groups-billing';
import { GroupsLive } from '../groups-live';
import { type GroupRow, GroupsRepository } from '../groups.repository';
import { toGroupChat, toGroupMember, toShareInfo } from '../groups.views';
import { GroupsAi } from '../mentions/groups-ai.port';
import {
  GROUPS_CREATED_MAX,
  GROUPS_PER_LEARNER,
  GroupFull,
  MEMBERS_PER_GROUP,
  TooManyGroups,
} from './group-limits';

const JOIN_BONUS_KEY = 'group-join-bonus';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Study groups themselves: who may see, create, delete and join them. The 500-credit gate is on
 * the controllers (`@RequireCredits`), one rule for every group route.
 */
@Injectable()
export class GroupChatsService implements OnModuleInit {
  constructor(
    private readonly groups: GroupsRepository,
    private readonly billing: GroupsBilling,
    private readonly live: GroupsLive,
    private readonly ai: GroupsAi,
    private readonly config: GroupsConfig,
  ) {}

  onModuleInit(): void {
    this.live.openRooms((userId, groupId) => this.mayWatch(userId, groupId));
  }

  /** A group's live room is for members who may also read it over HTTP (500 credits or more). */
  private async mayWatch(userId: string | null, groupId: string): Promise<boolean> {
    if (!userId || !(await this.isMember(userId, groupId))) return false;
    return (await this.billing.balanceOf(userId)) >= GROUP_CHATS_MIN_CREDITS;
  }

  async isMember(userId: string | null, groupId: string): Promise<boolean> {
    if (!userId || !UUID.test(groupId)) return false;
    return (await this.groups.roleOf(groupId, userId)) !== null;
  }

  /** The group, if the user is a member; a non-member cannot tell it from a missing one (404). */
  async requireMember(
    user: AuthUser,
    groupId: string,
  ): Promise<{ group: GroupRow; role: GroupRole }> {
    const [group, role] = await Promise.all([
      this.groups.findById(groupId),
      this.groups.roleOf(groupId, user.id),
    ]);
    if (!group || !role) throw new NotFoundException('Group chat not found');
    return { group, role };
  }

  async list(user: AuthUser): Promise<GroupChat[]> {
    return (await this.groups.listForUser(user.id, GROUPS_PER_LEARNER)).map(toGroupChat);
  }

  /** The creator joins it as its admin, so it counts among the groups they belong to (409 past it). */
  async create(user: AuthUser, input: CreateGroup): Promise<GroupChat> {
    const created = await this.groups.createCapped(
      {
        name: input.name,
        description: input.description ? input.description : null,
        shareId: randomBytes(12).toString('base64url'),
        createdBy: user.id,
      },
      { created: GROUPS_CREATED_MAX, groupsPerLearner: GROUPS_PER_LEARNER },
    );
    if (created === 'created')
      throw new ForbiddenException(`You can create at most ${GROUPS_CREATED_MAX} study groups`);
    if (created === 'groups-per-learner') throw new TooManyGroups();
    return toGroupChat(created);
  }

  async remove(user: AuthUser, groupId: string): Promise<{ success: true }> {
    const { group } = await this.requireMember(user, groupId);
    if (group.createdBy !== user.id)
      throw new ForbiddenException('Only the creator may delete this group chat');
    await this.groups.remove(group.id);
    return { success: true };
  }

  /**
   * The learner leaves: their membership goes, their messages stay, and their open sockets leave
   * the group's room. The creator cannot (409): the group would be left without its admin.
   */
  async leave(user: AuthUser, groupId: string): Promise<{ success: true }> {
    const { group } = await this.requireMember(user, groupId);
    if (group.createdBy === user.id)
      throw new ConflictException('You created this group: delete it instead');
    if (!(await this.groups.removeMember(group.id, user.id)))
      throw new NotFoundException('Group chat not found');
    this.live.evict(group.id, user.id);
    return { success: true };
  }

  async get(user: AuthUser, groupId: string): Promise<GroupChat> {
    return toGroupChat((await this.requireMember(user, groupId)).group);
  }

  async members(user: AuthUser, groupId: string): Promise<GroupMember[]> {
    await this.requireMember(user, groupId);
    return (await this.groups.members(groupId, MEMBERS_PER_GROUP)).map(toGroupMember);
  }

  /** What the join page shows anyone holding the link (no members, no messages). */
  async shareInfo(shareId: string): Promise<GroupShareInfo> {
    const group = await this.groups.findByShareId(shareId);
    if (!group) throw new NotFoundException('Group chat not found');
    return toShareInfo(group);
  }

  /**
   * Joins by the share link: `input.shareId` must be this group's, so a group's id alone (seen in
   * a URL, a log, a former membership) opens nothing; a wrong pair is a 404 like a missing group.
   * A join that adds the learner grants the configured credits, once per learner ever: the ledger
   * keeps one grant per learner and key, in the credits' own transaction, however many groups or
   * parallel requests ask. `input.isShareLink` is the client's word and is not needed for it.
   * A learner in `GROUPS_PER_LEARNER` groups, or a group of `MEMBERS_PER_GROUP`, is a 409 (a
   * member opening the link again is not).
   */
  async join(user: AuthUser, groupId: string, input: JoinGroup): Promise<JoinGroupResult> {
    const group = await this.groups.findByShareId(input.shareId);
    if (!group || group.id !== groupId) throw new NotFoundException('Group chat not found');
    const outcome = await this.groups.addMemberCapped(group.id, user.id, {
      groupsPerLearner: GROUPS_PER_LEARNER,
      membersPerGroup: MEMBERS_PER_GROUP,
    });
    if (outcome === 'groups-per-learner') throw new TooManyGroups();
    if (outcome === 'members-per-group') throw new GroupFull();
    const added = outcome === 'added';
    const bonus = this.config.env.GROUP_JOIN_CREDITS;
    const granted =
      added && bonus > 0
        ? await this.billing.grantOnce(user.id, bonus, 'Joined a study group', JOIN_BONUS_KEY)
        : false;
    return {
      success: true,
      groupId: group.id,
      alreadyMember: !added,
      ...(granted ? { creditsGranted: bonus } : {}),
    };
  }

  /** A figure's voice reading a text; paid as a voice message, refunded when it fails. */
  async speech(user: AuthUser, input: TextToSpeech): Promise<GroupSpeech> {
    if (input.characterId && !this.ai.figure(input.characterId))
      throw new BadRequestException('characterId: not a figure of the group chats');
    const key = `group-speech:${randomUUID()}`;
    await this.billing.charge(user.id, 'voice-message', key);
    try {
      const result = await this.ai.speech(
        { text: input.text, voice: VOICE_NAME },
        { userId: user.id, language: 'en' },
      );
      await this.billing.capture(user.id, key);
      return { audioUrl: result.data.audioUrl };
    } catch (error) {
      await this.billing.refund(user.id, key);
      throw error;
    }
  }
}
