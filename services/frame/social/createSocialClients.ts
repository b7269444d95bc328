import * as client from 'openid-client'
import * as z from 'zod'
import type { Identity } from '../auth/identities.js'
import { BUILT_IN_PROVIDERS, type ProviderDescription } from './builtInProviders.js'
import type { SocialProviderId, SocialProviders } from './socialProviders.js'

/** What one attempt sends the provider and checks on the way back. */
export interface AttemptChecks {
  state: string
  codeVerifier: string
  nonce: string
  redirectUri: string
}

export interface SocialClients {
  isConfigured(projectId: string, provider: SocialProviderId): boolean
  /** The provider's authorization URL: code flow, PKCE S256, the state, and a nonce for OIDC. */
  authorizationUrl(projectId: string, provider: SocialProviderId, checks: AttemptChecks): Promise<URL>
  /** The code on `callbackUrl` exchanged (PKCE; ID token and nonce checked for OIDC), and who it names. */
  identify(projectId: string, provider: SocialProviderId, callbackUrl: URL, checks: AttemptChecks): Promise<Identity>
}

const oidcClaims = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().max(512).optional(),
  // Apple sends it as the string "true".
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().max(512).optional(),
  preferred_username: z.string().max(512).optional(),
})

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)

/**
 * The auth server as an OAuth 2.0 / OpenID Connect client of each project's providers, by
 * openid-client: discovery once per project and provider (again after a failure), plain http only
 * for a loopback issuer.
 */
export function createSocialClients(providers: SocialProviders): SocialClients {
  const configurations = new Map<string, Promise<{ config: client.Configuration; description: ProviderDescription }>>()

  function configure(projectId: string, provider: SocialProviderId) {
    const key = `${projectId}\n${provider}`
    let configured = configurations.get(key)
    if (!configured) {
      const settings = providers[projectId]?.[provider]
      if (!settings) throw new Error(`${provider} is not configured for ${projectId}`)
      const description: ProviderDescription = settings.issuer ? { kind: 'oidc', issuer: settings.issuer, scope: 'openid email profile' } : BUILT_IN_PROVIDERS[provider]
      configured = (async () => {
        if (description.kind === 'oidc') {
          const issuer = new URL(description.issuer)
          const config = await client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
            execute: isLoopback(issuer) ? [client.allowInsecureRequests] : [],
            timeout: 10,
          })
          return { config, description }
        }
        const server = { issuer: new URL(description.authorizationEndpoint).origin, authorization_endpoint: description.authorizationEndpoint, token_endpoint: description.tokenEndpoint }
        const authentication = description.tokenAuth === 'basic' ? client.ClientSecretBasic(settings.clientSecret) : client.ClientSecretPost(settings.clientSecret)
        return { config: new client.Configuration(server, settings.clientId, undefined, authentication), description }
      })()
      configurations.set(key, configured)
      configured.catch(() => configurations.delete(key))
    }
    return configured
  }

  return {
    isConfigured: (projectId, provider) => providers[projectId]?.[provider] !== undefined,
    async authorizationUrl(projectId, provider, checks) {
      const { config, description } = await configure(projectId, provider)
      return client.buildAuthorizationUrl(config, {
        redirect_uri: checks.redirectUri,
        scope: description.scope,
        state: checks.state,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        ...(description.kind === 'oidc' ? { nonce: checks.nonce } : {}),
      })
    },
    async identify(projectId, provider, callbackUrl, checks) {
      const { config, description } = await configure(projectId, provider)
      if (description.kind === 'oauth2') {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: checks.codeVerifier, expectedState: checks.state })
        return { provider, ...(await description.readProfile(tokens.access_token, fetch)) }
      }
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: checks.codeVerifier, expectedState: checks.state, expectedNonce: checks.nonce })
      const idClaims = tokens.claims()
      if (!idClaims) throw new Error(`${provider} sent no ID token`)
      // Apple has no userinfo endpoint: its ID token carries the claims.
      const info = config.serverMetadata().userinfo_endpoint ? await client.fetchUserInfo(config, tokens.access_token, idClaims.sub) : {}
      const claims = oidcClaims.parse({ ...idClaims, ...info, sub: idClaims.sub })
      return {
        provider,
        subject: claims.sub,
        email: claims.email ?? null,
        emailVerified: claims.email !== undefined && (claims.email_verified === true || claims.email_verified === 'true'),
        ...((claims.preferred_username ?? claims.name) ? { userName: claims.preferred_username ?? claims.name } : {}),
      }
    },
  }
}
