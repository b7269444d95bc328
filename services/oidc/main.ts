// `node --import tsx services/oidc/main.ts`: the local OpenID provider on its own, until Ctrl-C,
// with one client per social provider (client_id the provider's id) whose secrets it prints.
// PORTICO_OIDC_PORT is its port (default 8791; 0 picks a free one); PORTICO_OIDC_REDIRECT_URI the
// clients' redirect URI, the frame's `${frame origin}/v1/social/callback` (default the frame's on 8790).
import { readPort } from '../readPort.js'
import { stopOnSignal } from '../stopOnSignal.js'
import { standInClients } from './standInClients.js'
import { startOidcProvider } from './startOidcProvider.js'

export const DEFAULT_OIDC_PORT = 8791

try {
  const redirectUri = process.env.PORTICO_OIDC_REDIRECT_URI || 'http://127.0.0.1:8790/v1/social/callback'
  const clients = standInClients([redirectUri])
  const provider = await startOidcProvider({ port: readPort('PORTICO_OIDC_PORT', DEFAULT_OIDC_PORT), clients })
  console.log(`  OpenID provider  ${provider.issuer}`)
  // The frame reads exactly this shape (PORTICO_SOCIAL_PROVIDERS), per project: put it under a project id.
  const providers = Object.fromEntries(clients.map((client) => [client.clientId, { clientId: client.clientId, clientSecret: client.clientSecret, issuer: provider.issuer }]))
  console.log(`\nThe clients, as the frame's PORTICO_SOCIAL_PROVIDERS takes them for a project:\n${JSON.stringify(providers)}`)
  console.log('\nThe provider is running. Press Ctrl-C to stop.')
  stopOnSignal('the OpenID provider', () => provider.stop())
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
