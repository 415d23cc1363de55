import { Injectable } from '@nestjs/common';
import { hash } from '@node-rs/argon2';
import { RegisterBodySchema } from '@agora/contracts';
import { SessionService } from '../../../core/auth/session.service';
import { ConfigService } from '../../../core/config/config.service';
import { RealtimeService } from '../../../core/realtime/realtime.service';
import { normaliseEmail, UsersService } from '../../../core/users/users.service';
import { AdminAccountsRepository } from './admin-accounts.repository';

export interface AdminAccountResult {
  userId: string;
  created: boolean;
  endedSessions: number;
}

/**
 * The operator's way to make the ADMIN_EMAIL account (`pnpm admin:create --email …`): creates it
 * with the address marked proven, or takes over an existing account with that address — new
 * password, address proven, every earlier session and its sockets ended — so a stranger who
 * signed up with the address first is locked out rather than promoted.
 */
@Injectable()
export class AdminAccountService {
  constructor(
    private readonly users: UsersService,
    private readonly accounts: AdminAccountsRepository,
    private readonly config: ConfigService,
    private readonly realtime: RealtimeService,
    private readonly sessions: SessionService,
  ) {}

  async createOrReset(email: string, password: string): Promise<AdminAccountResult> {
    const input = RegisterBodySchema.safeParse({ email, password });
    if (!input.success) throw new Error(input.error.issues.map((i) => i.message).join('; '));
    const adminEmail = this.config.env.ADMIN_EMAIL;
    if (!adminEmail || normaliseEmail(adminEmail) !== normaliseEmail(email))
      throw new Error('The address must be the configured ADMIN_EMAIL');
    const passwordHash = await hash(password);
    const existing = await this.users.findByEmail(email);
    if (!existing) {
      const user = await this.users.create({ email, passwordHash, emailVerified: true });
      return { userId: user.id, created: true, endedSessions: 0 };
    }
    await this.accounts.resetPassword(existing.id, passwordHash);
    this.users.changed(existing.id);
    const ended = await this.accounts.endSessions(existing.id);
    this.sessions.forgetSessionsOf(existing.id);
    // Open sockets keep the user id they connected with: close them too, or they could join the admin room.
    for (const sessionId of ended) this.realtime.disconnectSession(sessionId);
    return { userId: existing.id, created: false, endedSessions: ended.length };
  }
}
