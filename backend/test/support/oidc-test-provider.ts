import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  given_name: string;
  /** What the provider says about the address (read at each sign-in); true when absent. */
  email_verified?: boolean;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Registers the relying party's callback (known only once the app listens). */
  start(redirectUri: string): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback. Its interaction step signs in
 * `account` and grants the requested scopes at once, so tests drive only redirects.
 */
export async function startOidcTestProvider(account: TestAccount): Promise<OidcTestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'agora-test';
  const clientSecret = 'agora-test-secret-that-is-long-enough';

  return {
    issuer,
    clientId,
    clientSecret,
    start(redirectUri: string) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        pkce: { required: () => true },
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['given_name', 'name'],
        },
        findAccount: (_ctx: unknown, sub: string) =>
          sub === account.sub
            ? {
                accountId: sub,
                claims: () => ({
                  sub,
                  email: account.email,
                  email_verified: account.email_verified ?? true,
                  given_name: account.given_name,
                }),
              }
            : undefined,
        features: { devInteractions: { enabled: false } },
        interactions: {
          url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
        },
        cookies: { keys: ['oidc-test-cookie-key'] },
        jwks: {
          keys: [
            {
              ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
                format: 'jwk',
              }),
              kid: 'test',
              alg: 'RS256',
              use: 'sig',
            },
          ],
        },
        ttl: {
          AccessToken: 600,
          AuthorizationCode: 60,
          IdToken: 600,
          Interaction: 600,
          Session: 3600,
          Grant: 3600,
        },
      });
      const callback = provider.callback();
      server.on('request', (req: IncomingMessage, res: ServerResponse) => {
        if (req.url?.startsWith('/interaction/')) {
          autoConsent(provider, account, req, res).catch((error: unknown) => {
            res.statusCode = 500;
            res.end(String(error));
          });
          return;
        }
        callback(req, res);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function autoConsent(
  provider: Provider,
  account: TestAccount,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === 'login') {
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
  if (!grant) throw new Error('grant vanished');
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
}
