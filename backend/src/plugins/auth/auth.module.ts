import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginAttemptsService } from './login-attempts.service';
import { LoginPageController } from './login-page/login-page.controller';
import { LogoutController } from './logout.controller';
import { OidcCallbackController } from './oidc/oidc-callback.controller';
import { OidcService } from './oidc/oidc.service';
import { PasswordHasher } from './password-hasher';

/** Sign-up, sign-in (password or OpenID Connect), sign-out and the current user. Sessions live in core. */
@Module({
  controllers: [AuthController, LoginPageController, LogoutController, OidcCallbackController],
  providers: [AuthService, PasswordHasher, LoginAttemptsService, OidcService],
})
export class AuthModule {}
