import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginAttempts, RedisLoginAttempts } from './login-attempts';
import { LoginPageController } from './login-page/login-page.controller';
import { LoginPageService } from './login-page/login-page.service';
import { LogoutController } from './logout.controller';
import { OidcCallbackController } from './oidc/oidc-callback.controller';
import { OidcService } from './oidc/oidc.service';
import { Argon2PasswordHasher, PasswordHasher } from './password-hasher';

/** Sign-up, sign-in (password or OpenID Connect), sign-out and the current user. Sessions live in core. */
@Module({
  controllers: [AuthController, LoginPageController, LogoutController, OidcCallbackController],
  providers: [
    AuthService,
    LoginPageService,
    OidcService,
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: LoginAttempts, useClass: RedisLoginAttempts },
  ],
})
export class AuthModule {}
