import { Injectable } from '@nestjs/common';
import type { LoginBody, RegisterBody } from '@agora/contracts';
import { ConfigService } from '../../core/config/config.service';
import type { UserEntity } from '../../core/users/user.entity';
import { UserExtensionsRegistry } from '../../core/users/user-extensions';
import { UserTakenError } from '../../core/users/users.repository';
import { UsersService } from '../../core/users/users.service';
import { EmailTaken, InvalidCredentials, LoginThrottled, NotSignedIn } from './auth.errors';
import { toUserResponse, type UserResponse } from './auth.views';
import { LoginAttempts } from './login-attempts';
import { PasswordHasher } from './password-hasher';

/** Email + password accounts. Sessions are set by the controllers once a user is known. */
@Injectable()
export class AuthService {
  // Verified against when the email is unknown, so both failures take as long (no user enumeration by timing).
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly users: UsersService,
    private readonly extensions: UserExtensionsRegistry,
    private readonly hasher: PasswordHasher,
    private readonly attempts: LoginAttempts,
    private readonly config: ConfigService,
  ) {
    this.dummyHash = hasher.hash('not-a-real-password-of-anyone');
  }

  /** Throws `EmailTaken` when another account has the email (also when two sign-ups race). */
  async register(body: RegisterBody): Promise<UserEntity> {
    if (await this.users.findByEmail(body.email)) throw new EmailTaken();
    const passwordHash = await this.hasher.hash(body.password);
    try {
      return await this.users.create({
        email: body.email,
        passwordHash,
        firstName: body.firstName ?? null,
      });
    } catch (error) {
      if (error instanceof UserTakenError) throw new EmailTaken();
      throw error;
    }
  }

  /** Throws `LoginThrottled` after LOGIN_MAX_FAILURES failures, else `InvalidCredentials` on a miss. */
  async login(body: LoginBody, ip: string): Promise<UserEntity> {
    const { LOGIN_MAX_FAILURES, LOGIN_FAILURE_WINDOW_SECONDS } = this.config.env;
    if ((await this.attempts.failures(body.email, ip)) >= LOGIN_MAX_FAILURES)
      throw new LoginThrottled(
        (await this.attempts.secondsLeft(body.email, ip)) || LOGIN_FAILURE_WINDOW_SECONDS,
      );
    const user = await this.users.findByEmail(body.email);
    const hash = user ? await this.users.passwordHashOf(user.id) : null;
    const valid = await this.hasher.verify(hash ?? (await this.dummyHash), body.password);
    if (!user || !hash || !valid) {
      await this.attempts.recordFailure(body.email, ip, LOGIN_FAILURE_WINDOW_SECONDS);
      throw new InvalidCredentials();
    }
    await this.attempts.reset(body.email, ip);
    return user;
  }

  async currentUser(userId: string): Promise<UserResponse> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotSignedIn();
    return this.present(user);
  }

  async present(user: UserEntity): Promise<UserResponse> {
    return toUserResponse(user, this.users.isAdmin(user), await this.extensions.collect(user.id));
  }
}
