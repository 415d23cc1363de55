import {
  GroupShareIdParamSchema,
  type GroupShareInfo,
  GroupShareInfoSchema,
} from '@agora/contracts';
import { Controller, Get, Param } from '@nestjs/common';
import { ZodPipe } from '../../../core/http/zod.pipe';
import { ApiReturns } from '../../../core/http/openapi/api-returns.decorator';
import { GroupChatsService } from './group-chats.service';

/** Public, unlike every other group route: what the join page shows a visitor holding the link. */
@Controller('api/group-chats/share')
export class GroupShareController {
  constructor(private readonly groups: GroupChatsService) {}

  @Get(':shareId')
  @ApiReturns(GroupShareInfoSchema)
  share(
    @Param(new ZodPipe(GroupShareIdParamSchema)) { shareId }: { shareId: string },
  ): Promise<GroupShareInfo> {
    return this.groups.shareInfo(shareId);
  }
}
