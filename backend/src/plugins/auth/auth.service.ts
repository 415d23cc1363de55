import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { AuthUserResponse, LoginBody, RegisterBody } from '@agora/contracts';
import type { UserEntity } from '../../core/users/user.entity';
import { UsersService } from '../../core/users/users.service';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordHasher } from './password-hasher';
import { toUserResponse } from './user-response';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/** Email + password accounts. Sessions are set by the controller once a user is known. */
@Injectable()
export class AuthService {
  // Verified against when the email is unknown, so both failures take as long (no user enumeration by timing).
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly attempts: LoginAttemptsService,
  ) {
    this.dummyHash = hasher.hash('not-a-real-password-of-anyone');
  }

  async register(body: RegisterBody): Promise<UserEntity> {
    if (await this.users.findByEmail(body.email))
      throw new ConflictException('An account with this email already exists');
    const passwordHash = await this.hasher.hash(body.password);
    try {
      return await this.users.create({
        email: body.email,
        passwordHash,
        firstName: body.firstName ?? null,
      });
    } catch (error) {
      // Two sign-ups with one email at once: the unique index decides.
      if ((error as { code?: string }).code === '23505')
        throw new ConflictException('An account with this email already exists');
      throw error;
    }
  }

  async login(body: LoginBody, ip: string): Promise<UserEntity> {
    await this.attempts.assertAllowed(body.email, ip);
    const user = await this.users.findByEmail(body.email);
    const hash = user ? await this.users.passwordHashOf(user.id) : null;
    const valid = await this.hasher.verify(hash ?? (await this.dummyHash), body.password);
    if (!user || !hash || !valid) {
      await this.attempts.recordFailure(body.email, ip);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await this.attempts.reset(body.email, ip);
    return user;
  }

  async currentUser(userId: string): Promise<AuthUserResponse> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException();
    return this.present(user);
  }

  present(user: UserEntity): AuthUserResponse {
    return toUserResponse(user, this.users.isAdmin(user));
  }
}
