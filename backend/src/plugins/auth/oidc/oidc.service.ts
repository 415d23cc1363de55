import { Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import * as oidc from 'openid-client';
import { ConfigService } from '../../../core/config/config.service';
import type { UserEntity } from '../../../core/users/user.entity';
import { UsersService } from '../../../core/users/users.service';
import { IdentityProviderUnavailable, OidcSignInFailed } from '../auth.errors';
import { sanitizeReturnTo } from '../return-to';

export const OIDC_CALLBACK_PATH = '/api/callback';

/** Sign-in through an OpenID Connect provider: authorization code + PKCE, state and nonce in the session. */
@Injectable()
export class OidcService {
  private readonly logger = new Logger(OidcService.name);
  private configuration?: Promise<oidc.Configuration>;

  constructor(
    private readonly config: ConfigService,
    private readonly users: UsersService,
  ) {}

  get enabled(): boolean {
    const { OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = this.config.env;
    return !!(OIDC_ISSUER_URL && OIDC_CLIENT_ID && OIDC_CLIENT_SECRET);
  }

  /** Remembers PKCE verifier, state and nonce in the session and answers the provider's URL. */
  async startLogin(req: Request, returnTo: string): Promise<string> {
    const configuration = await this.discover();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    req.session.oidc = { codeVerifier, state, nonce, returnTo: sanitizeReturnTo(returnTo) };
    await new Promise<void>((resolve, reject) =>
      req.session.save((e) => (e ? reject(e) : resolve())),
    );
    return oidc
      .buildAuthorizationUrl(configuration, {
        redirect_uri: this.redirectUri(req),
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      .toString();
  }

  /** Exchanges the code, finds or creates the user by `sub`, and answers where to go next. */
  async finishLogin(req: Request): Promise<{ user: UserEntity; returnTo: string }> {
    const pending = req.session.oidc;
    if (!pending) throw new OidcSignInFailed('No sign-in in progress; start again at /api/login');
    delete req.session.oidc;
    const configuration = await this.discover();
    const currentUrl = new URL(req.originalUrl, this.redirectUri(req));
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
      if (claims && !claims.email && tokens.access_token) {
        // Many providers keep profile claims for the userinfo endpoint unless asked for them in the ID token.
        const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
        claims = { ...info, ...claims };
      }
    } catch (error) {
      this.logger.warn(`OpenID Connect callback refused: ${(error as Error).message}`);
      throw new OidcSignInFailed('Sign-in with the identity provider failed; please try again');
    }
    if (!claims?.sub) throw new OidcSignInFailed('The identity provider sent no subject');
    const user = await this.findOrCreate(claims);
    return { user, returnTo: pending.returnTo };
  }

  private async findOrCreate(claims: oidc.IDToken): Promise<UserEntity> {
    const email = typeof claims.email === 'string' ? claims.email : null;
    // Only the provider's own word proves the address (it is what may make the account the admin).
    const emailVerified = claims.email_verified === true;
    const existing = await this.users.findByOidcSubject(claims.sub);
    if (existing) {
      const proves = emailVerified && !!existing.email && existing.email === email?.toLowerCase();
      if (proves && existing.emailVerifiedAt === null) {
        await this.users.markEmailVerified(existing.id);
        return (await this.users.findByOidcSubject(claims.sub)) ?? existing;
      }
      return existing;
    }
    const taken = email ? await this.users.findByEmail(email) : null;
    try {
      return await this.users.create({
        oidcSubject: claims.sub,
        // An email already used by a password account stays with that account (no silent takeover).
        email: taken ? null : email,
        emailVerified: !taken && emailVerified,
        firstName:
          typeof claims.given_name === 'string'
            ? claims.given_name
            : typeof claims.name === 'string'
              ? claims.name
              : null,
        profileImageUrl: typeof claims.picture === 'string' ? claims.picture : null,
      });
    } catch (error) {
      // Two callbacks for one new subject at once: the unique index decides, the loser reads the winner.
      const again = await this.users.findByOidcSubject(claims.sub);
      if (again) return again;
      throw error;
    }
  }

  private discover(): Promise<oidc.Configuration> {
    if (!this.enabled) throw new IdentityProviderUnavailable('OpenID Connect is not configured');
    const { OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = this.config.env;
    const issuer = new URL(OIDC_ISSUER_URL!);
    this.configuration ??= oidc
      .discovery(
        issuer,
        OIDC_CLIENT_ID!,
        OIDC_CLIENT_SECRET!,
        undefined,
        // Only a plain-http issuer (a provider on loopback in development or tests) needs this.
        issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        this.logger.error(
          `OpenID Connect discovery at ${issuer.href} failed: ${(error as Error).message}`,
        );
        throw new IdentityProviderUnavailable();
      });
    return this.configuration;
  }

  private redirectUri(req: Request): string {
    const base = this.config.env.PUBLIC_URL ?? `${req.protocol}://${req.get('host')}`;
    return new URL(OIDC_CALLBACK_PATH, base).toString();
  }
}
