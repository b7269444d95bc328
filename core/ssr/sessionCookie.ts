import type { ChainNamespace } from '../constants/namespaces.js'
import type { Kernel } from '../kernel/types.js'
import type { ChainsState } from '../slices/chainsSlice.js'
import type { CaipAddress } from '../types/network.js'

/** The first-party cookie that carries a visitor's connected accounts to the server (`ssr: true`). */
export const SESSION_COOKIE = 'portico.session'

/** A month: a session the visitor has not come back to in that time is not worth rendering. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/**
 * What a server render needs to show a returning visitor as connected: each connected namespace's
 * account (its CAIP-10 id, which names the network too) and the connector that holds it, and the
 * active namespace. No balance or name: those are read again once the kernel starts.
 */
export interface InitialState {
  active: ChainNamespace | undefined
  chains: Partial<Record<ChainNamespace, { caipAddress: CaipAddress; connectorId: string }>>
}

interface CookieDocument {
  cookie: string
  location?: { protocol?: string }
}

const pageDocument = () => (globalThis as { document?: CookieDocument }).document

/**
 * With `ssr` on, keeps SESSION_COOKIE equal to the connected accounts: written when one connects,
 * switches or changes account, removed when none is left. Nothing is written while a chain is
 * still 'connecting' (a restore under way), so a reload never clears the cookie it is about to
 * confirm.
 */
export function attachSessionCookie(kernel: Kernel): void {
  if (!kernel.options.ssr) return
  let written: string | undefined
  const write = (state: ChainsState) => {
    const page = pageDocument()
    if (!page) return
    const chains = Object.entries(state.byNamespace)
    // Before start has made the chains there is nothing to say yet, not "no session".
    if (chains.length === 0 || chains.some(([, chain]) => chain?.account.status === 'connecting')) return
    const session: InitialState = { active: state.activeNamespace, chains: {} }
    for (const [namespace, chain] of chains) {
      if (chain?.account.status !== 'connected' || !chain.account.caipAddress || !chain.connectorId) continue
      session.chains[namespace as ChainNamespace] = { caipAddress: chain.account.caipAddress, connectorId: chain.connectorId }
    }
    const value = Object.keys(session.chains).length > 0 ? encodeURIComponent(JSON.stringify({ v: 1, ...session })) : ''
    if (value === written) return
    written = value
    const secure = page.location?.protocol === 'https:' ? '; Secure' : ''
    page.cookie = value
      ? `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`
      // An Expires in the past as well: a cookie jar that compares Max-Age=0 with the same millisecond keeps it.
      : `${SESSION_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${secure}`
  }
  kernel.store('chains').subscribe(write)
  write(kernel.store('chains').getState())
}
