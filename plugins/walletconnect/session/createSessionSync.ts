import { findConnector, parseCaip10Address, syncAccount, updateChain, walletAccountsChanged, walletDisconnected, walletNetworkChanged, type ChainNamespace, type PluginContext } from 'portico/core'
import { isSessionAddress } from '../namespaces/sessionNamespaces.js'
import type { RemoteSessions } from '../runtime/createRemoteSessions.js'
import type { SessionHandlers } from './listenToSession.js'
import { type WalletSession, accountTypeOf, addressesOn, chooseChain, sessionResult } from './parseSession.js'

export interface SessionSyncParameters {
  ctx: Pick<PluginContext, 'kernel' | 'events'>
  connectorId: string
  session(): WalletSession | undefined
  remotes: RemoteSessions
}

export interface SessionSync extends Omit<SessionHandlers, 'onUri' | 'onDelete' | 'knows' | 'readChain'> {
  /** The session ended (the wallet's delete, or ours before re-pairing): every chain it held ends. */
  ended(): void
  /** Brings the session's namespaces the kernel has no wallet on into it. */
  bringIn(): void
}

/**
 * Keeps the kernel in step with the one session every namespace's connector shares, through the
 * kernel's own wallet* functions: a namespace the session holds joins when one of them connects
 * (or comes back on start), unless another wallet holds it or a connection to it is under way;
 * the wallet's account and chain changes and its disconnect reach the chains it holds.
 */
export function createSessionSync({ ctx, connectorId, session, remotes }: SessionSyncParameters): SessionSync {
  const { kernel } = ctx
  const chains = () => kernel.store('chains').getState().byNamespace
  const isAddress = (namespace: ChainNamespace, address: string) => isSessionAddress(kernel, namespace, address)
  const configured = (namespace: ChainNamespace) =>
    (chains()[namespace]?.network.requestedCaipNetworks ?? []).map((network) => network.caipNetworkId)
  const held = () => (Object.keys(chains()) as ChainNamespace[]).filter((namespace) => chains()[namespace]?.connectorId === connectorId)
  const currentChain = (namespace: ChainNamespace) => chains()[namespace]?.network.caipNetwork?.caipNetworkId

  /** The wallet's own name and icon, and the chains it approved, on a chain the session holds. */
  const describe = (namespace: ChainNamespace, current: WalletSession) => {
    const approved = current.namespaces[namespace]?.chains ?? []
    const { name, icon } = current.peer
    updateChain(kernel, namespace, (draft) => {
      if (name) draft.account.connectedWalletInfo = { name, ...(icon ? { icon } : {}), type: 'WALLET_CONNECT' }
      draft.network.approvedCaipNetworkIds = [...approved]
    })
    const chain = currentChain(namespace)
    if (chain && approved.includes(chain)) remotes.of(namespace).setChain(chain)
  }

  const bringInNow = () => {
    const current = session()
    if (!current) return
    for (const namespace of Object.keys(current.namespaces) as ChainNamespace[]) {
      const chain = chains()[namespace]
      const connector = findConnector(kernel, connectorId, namespace)
      if (!chain || !connector || chain.account.status !== 'disconnected') continue
      const network = chooseChain(current.namespaces[namespace]!, currentChain(namespace), configured(namespace))
      const result = sessionResult(kernel, current, namespace, network)
      if (!result) continue
      syncAccount(kernel, { namespace, connector, accounts: result.accounts, caipNetworkId: result.caipNetworkId, activate: false })
    }
  }
  // Each namespace's provider first: no namespace shows as connected before its plugin can speak for it.
  const bringIn = () => {
    const namespaces = Object.keys(session()?.namespaces ?? {})
    if (remotes.prepared(namespaces)) bringInNow()
    else void remotes.prepare(namespaces).then(bringInNow)
  }

  ctx.events.on('account:connected', ({ namespace, connectorId: id }) => {
    const current = session()
    if (id !== connectorId || !current) return
    describe(namespace, current)
    bringIn()
  })

  const accountsChanged = (namespace: ChainNamespace, addresses: readonly string[]) => {
    void walletAccountsChanged(kernel, {
      namespace, connectorId, accounts: addresses.map((address) => ({ address, type: accountTypeOf(kernel, namespace) })),
    }).catch(() => {})
    remotes.of(namespace).emit('accountsChanged', addresses)
  }

  return {
    bringIn,
    onUpdate() {
      const current = session()
      for (const namespace of held()) {
        const namespaceOf = current?.namespaces[namespace]
        accountsChanged(namespace, namespaceOf ? addressesOn(namespaceOf, currentChain(namespace)) : [])
        if (current && namespaceOf) describe(namespace, current)
      }
      bringIn()
    },
    onAccounts(namespace, accounts) {
      if (chains()[namespace]?.connectorId !== connectorId) return
      const addresses = [...new Set(accounts.map((account) => addressOf(namespace, account)).filter((address): address is string =>
        address !== undefined && isAddress(namespace, address)))]
      // A list of nothing but garbage is not the wallet saying "no accounts".
      if (addresses.length === 0 && accounts.length > 0) return
      accountsChanged(namespace, addresses)
    },
    onChain(namespace, caipNetworkId) {
      if (chains()[namespace]?.connectorId !== connectorId) return
      remotes.of(namespace).emit('chainChanged', caipNetworkId)
      walletNetworkChanged(kernel, { namespace, connectorId, caipNetworkId })
    },
    ended() {
      for (const namespace of held()) void walletDisconnected(kernel, { namespace, connectorId }).catch(() => {})
      remotes.ended()
    },
  }
}

/** An account of an accountsChanged event: a CAIP-10 id of this namespace, or a plain address. */
function addressOf(namespace: ChainNamespace, account: string): string | undefined {
  if (!account.includes(':')) return account
  try {
    const parsed = parseCaip10Address(account)
    return parsed.namespace === namespace ? parsed.address : undefined
  } catch {
    return undefined
  }
}
