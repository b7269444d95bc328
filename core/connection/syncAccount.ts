import { castDraft } from 'immer'
import type { AccountType, ChainNamespace } from '../constants/namespaces.js'
import { STORAGE_KEYS } from '../constants/storageKeys.js'
import { ConnectionError } from '../errors/ConnectionError.js'
import { KernelError } from '../errors/KernelError.js'
import type { Kernel } from '../kernel/types.js'
import type { Connection, ConnectorInfo } from '../types/connector.js'
import type { CaipAddress, CaipNetworkId, Network } from '../types/network.js'
import { unsupportedNetwork, updateChain } from './chainState.js'
import { rememberedConnectors } from './rememberedConnectors.js'
import { syncBalance } from './syncBalance.js'

export interface SyncAccountParameters {
  namespace: ChainNamespace
  connector: ConnectorInfo
  /** This namespace's accounts, the first being the one shown. */
  accounts: readonly { address: string; type?: string | undefined }[]
  /** The wallet's network; left out, the chain stays on its current one. */
  caipNetworkId?: CaipNetworkId | undefined
  /** Makes this namespace the active chain. */
  activate: boolean
}

/** portico/core does not export this, so the API reference shows its fields on syncAccount. @inline */
export interface SyncAccountReturnType {
  address: string
  caipAddress: CaipAddress | undefined
  caipNetwork: Network | undefined
  unsupported: boolean
}

/**
 * Records a session a connector holds: the chain's account, network and connector id in one
 * commit, the connection in the connections slice, the remembered connector and last chain in
 * storage; then tells the bus and refreshes the balance. Connect, reconnect on start and switching
 * to a held connection all end here, so the three can never fill the state differently.
 */
export function syncAccount(kernel: Kernel, params: SyncAccountParameters): SyncAccountReturnType {
  const { namespace, connector, accounts } = params
  const chain = kernel.store('chains').getState().byNamespace[namespace]
  const address = accounts[0]?.address
  if (!chain) throw new KernelError('ADAPTER_MISSING', { details: `namespace "${namespace}"` })
  if (!address) throw new ConnectionError('FAILED_TO_CONNECT', { details: `the wallet returned no ${namespace} account` })

  const previousNetworkId = chain.network.caipNetwork?.caipNetworkId
  let caipNetwork = chain.network.caipNetwork
  let unsupported = chain.network.unsupported
  if (params.caipNetworkId) {
    const configured = chain.network.requestedCaipNetworks.find((n) => n.caipNetworkId === params.caipNetworkId)
    caipNetwork = configured ?? unsupportedNetwork(params.caipNetworkId, namespace)
    unsupported = !configured
  }
  const caipAddress: CaipAddress | undefined = caipNetwork ? `${caipNetwork.caipNetworkId}:${address}` : undefined
  const fallbackType = chain.account.preferredAccountType ?? 'eoa'

  updateChain(kernel, namespace, (draft, chains) => {
    const sameAccount = draft.account.address === address && draft.network.caipNetwork?.caipNetworkId === caipNetwork?.caipNetworkId
    if (!sameAccount) {
      // Another account or network: what was shown for the old one must not linger.
      draft.account.balance = undefined
      draft.account.balanceSymbol = undefined
      draft.account.tokenBalance = []
      draft.account.profileName = undefined
      draft.account.profileImage = undefined
    }
    draft.account.address = address
    draft.account.caipAddress = caipAddress
    draft.account.status = 'connected'
    draft.account.connectedWalletInfo = {
      name: connector.name,
      icon: connector.imageUrl ?? connector.info?.icon,
      type: connector.type,
    }
    draft.account.user = {
      accounts: accounts.map((account) => ({ address: account.address, type: accountType(account.type, fallbackType) })),
    }
    draft.network.caipNetwork = castDraft(caipNetwork)
    draft.network.unsupported = unsupported
    draft.connectorId = connector.id
    if (params.activate) chains.activeNamespace = namespace
  })

  const connection: Connection = {
    connectorId: connector.id,
    accounts: accounts.map((account) => (account.type ? { address: account.address, type: account.type } : { address: account.address })),
  }
  kernel.store('connections').setState((draft) => {
    const others = (draft.byNamespace[namespace] ?? []).filter((held) => held.connectorId !== connector.id)
    draft.byNamespace[namespace] = castDraft([...others, connection])
    draft.recentByNamespace[namespace] = (draft.recentByNamespace[namespace] ?? []).filter((held) => held.connectorId !== connector.id)
  })

  rememberedConnectors(kernel.storage).remember(namespace, connector.id)
  // The chain the visitor uses is the active one's: a session that also holds another namespace
  // (WalletConnect with EVM and Solana) must not make that one come back active on reload.
  const active = kernel.store('chains').getState().activeNamespace === namespace
  if (caipNetwork && !unsupported && active) kernel.storage.set(STORAGE_KEYS.lastUsedChainId, caipNetwork.caipNetworkId)

  kernel.events.emit('account:connected', { namespace, address, connectorId: connector.id })
  if (caipNetwork && caipNetwork.caipNetworkId !== previousNetworkId) {
    kernel.events.emit('network:changed', { namespace, caipNetworkId: caipNetwork.caipNetworkId })
  }
  if (unsupported && params.caipNetworkId) kernel.events.emit('network:unsupported', { namespace })
  void syncBalance(kernel, namespace)
  return { address, caipAddress, caipNetwork, unsupported }
}

function accountType(type: string | undefined, fallback: AccountType): AccountType {
  return type === 'eoa' || type === 'smartAccount' || type === 'payment' ? type : fallback
}
