import { DomainError } from '../../core/errors/domain-error';

/** Sign-up with an email another account has: 409. */
export class EmailTaken extends DomainError {
  constructor() {
    super(409, 'An account with this email already exists');
  }
}

/** Wrong email or password (never says which): 401. */
export class InvalidCredentials extends DomainError {
  constructor() {
    super(401, 'Invalid email or password');
  }
}

/** Too many failed sign-ins for one email from one address: 429 until the window passes. */
export class LoginThrottled extends DomainError {
  constructor(retryAfterSeconds: number) {
    super(429, 'Too many failed sign-in attempts. Please try again later.', { retryAfterSeconds });
  }
}

/** The session's account no longer exists: 401 as for a missing session. */
export class NotSignedIn extends DomainError {
  constructor() {
    super(401, 'Unauthorized');
  }
}

/** OpenID Connect is not configured, or its provider cannot be reached: 503. */
export class IdentityProviderUnavailable extends DomainError {
  constructor(message = 'The identity provider is unreachable; please try again later') {
    super(503, message);
  }
}

/** The provider's answer to a sign-in could not be used (no pending sign-in, failed exchange): 400. */
export class OidcSignInFailed extends DomainError {
  constructor(message: string) {
    super(400, message);
  }
}
