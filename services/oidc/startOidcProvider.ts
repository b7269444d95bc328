import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type KoaContextWithOIDC } from 'oidc-provider'
import { interactionPage } from './interactionPage.js'
import { createStandInAccounts } from './standInAccounts.js'

export interface StandInClient {
  /** The provider it stands in for: google, github, apple, facebook, x, discord. */
  clientId: string
  clientSecret: string
  redirectUris: readonly string[]
  /** The provider's display name on the login page, e.g. `GitHub`. */
  name: string
}

export interface StartOidcProviderOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  clients: readonly StandInClient[]
}

export interface RunningOidcProvider {
  /** The issuer, `http://127.0.0.1:<port>`: discovery is at `${issuer}/.well-known/openid-configuration`. */
  issuer: string
  url: string
  stop(): Promise<void>
}

const INTERACTION = /^\/interaction\/([A-Za-z0-9_-]{1,64})(\/login|\/cancel)?$/
const MAX_FORM_BYTES = 4_096
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  'cache-control': 'no-store',
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1, standing in for the social providers in
 * development and tests: authorization code with PKCE (S256) required, one confidential client per
 * provider, keys made at start, and its own login page (interactionPage.ts) where any email signs
 * in. Consent is granted without asking: every client is the operator's own.
 */
export async function startOidcProvider(options: StartOidcProviderOptions): Promise<RunningOidcProvider> {
  // Listening first: the issuer names the port. Requests are taken once the provider exists.
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const names = new Map(options.clients.map((client) => [client.clientId, client.name]))
  const accounts = createStandInAccounts()
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })

  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [...client.redirectUris],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    pkce: { methods: ['S256'], required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    features: { devInteractions: { enabled: false } },
    // Seconds. Short: a stand-in's sign-ins are for one test or one try.
    ttl: { Interaction: 600, Session: 3_600, Grant: 3_600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const claims = accounts.claimsOf(sub)
      return claims ? { accountId: sub, claims: () => ({ ...claims }) } : undefined
    },
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, result } = ctx.oidc
      if (!client || !session?.accountId) return undefined
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId)
      if (grantId) return ctx.oidc.provider.Grant.find(grantId)
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
    renderError: (ctx, out) => {
      ctx.type = 'text/plain; charset=utf-8'
      ctx.body = `The local OpenID provider refused the request: ${out.error}${out.error_description ? ` (${out.error_description})` : ''}`
    },
  })
  const callback = provider.callback()

  async function interact(request: IncomingMessage, response: ServerResponse, uid: string, step: string | undefined): Promise<void> {
    const details = await provider.interactionDetails(request, response)
    if (details.uid !== uid) throw new Error('the interaction is not this browser\'s')
    if (step === '/cancel' && request.method === 'POST') {
      return provider.interactionFinished(request, response, { error: 'access_denied', error_description: 'The visitor cancelled the sign-in' }, { mergeWithLastSubmission: false })
    }
    const providerName = names.get(String(details.params.client_id)) ?? 'the provider'
    const page = (problem?: string) => {
      response.writeHead(problem ? 400 : 200, PAGE_HEADERS)
      response.end(interactionPage({ providerName, loginAction: `/interaction/${uid}/login`, cancelAction: `/interaction/${uid}/cancel`, ...(problem ? { problem } : {}) }))
    }
    if (step === '/login' && request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request))
      const email = form.get('email')?.trim() ?? ''
      const name = form.get('name')?.trim() ?? ''
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254 || !name || name.length > 200) return page('Enter an email address and a name')
      const accountId = accounts.signIn({ email, name })
      return provider.interactionFinished(request, response, { login: { accountId } }, { mergeWithLastSubmission: false })
    }
    if (step === undefined && request.method === 'GET') return page()
    response.writeHead(405, { 'content-type': 'text/plain' }).end('Method not allowed')
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const match = INTERACTION.exec((request.url ?? '').split('?')[0]!)
    if (!match) return void callback(request, response)
    interact(request, response, match[1]!, match[2]).catch((error: unknown) => {
      if (response.headersSent) return response.destroy()
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(`The sign-in could not go on: ${error instanceof Error ? error.message : String(error)}`)
    })
  })

  let stopping: Promise<void> | undefined
  return {
    issuer,
    url: issuer,
    stop: () => (stopping ??= new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()))
      server.closeAllConnections()
    })),
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_FORM_BYTES) throw new Error('the form is too large')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}
