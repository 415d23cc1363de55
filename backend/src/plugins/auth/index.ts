// The auth plugin's public surface. It exports no service: other plugins read the signed-in user
// through core (`@CurrentUser()`, `UsersService`), never through auth.
export { AuthModule } from './auth.module';
export {
  EmailTaken,
  IdentityProviderUnavailable,
  InvalidCredentials,
  LoginThrottled,
  NotSignedIn,
  OidcSignInFailed,
} from './auth.errors';
