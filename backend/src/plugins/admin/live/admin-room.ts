import { ADMIN_CHANNEL, ADMIN_ROOM_ID } from '@agora/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { RealtimeService } from '../../../core/realtime/realtime.service';
import { UsersService } from '../../../core/users/users.service';

/** The admin-only socket room `admin:site`: only the site admin's sockets may join it. */
@Injectable()
export class AdminRoom implements OnModuleInit {
  constructor(
    private readonly realtime: RealtimeService,
    private readonly users: UsersService,
  ) {}

  onModuleInit(): void {
    this.realtime.registerChannel(ADMIN_CHANNEL, (userId, id) => this.mayJoin(userId, id));
  }

  async mayJoin(userId: string | null, id: string): Promise<boolean> {
    if (!userId || id !== ADMIN_ROOM_ID) return false;
    const user = await this.users.findById(userId);
    return user !== null && this.users.isAdmin(user);
  }
}
