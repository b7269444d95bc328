import type { CaipNetworkId } from 'portico/core'
import type { UniversalProviderLike } from '../sdk/UniversalProviderLike.js'
import { type WalletSession, addressesOn } from '../session/parseSession.js'
import { EIP1193_CODES, providerRpcError, type Eip1193Like } from './Eip1193Like.js'

/** Methods only a wallet answers: never sent to an RPC node when the session did not approve them. */
const WALLET_METHOD = /^(wallet_|personal_sign$|eth_sign|eth_sendTransaction$|eth_requestAccounts$)/

export interface Eip155Provider extends Eip1193Like {
  /** The chain requests go to; the plugin sets it on connect, restore and the wallet's chainChanged. */
  setChain(caipNetworkId: CaipNetworkId): void
  chain(): CaipNetworkId | undefined
  emit(event: 'accountsChanged' | 'chainChanged' | 'disconnect' | 'connect', ...args: unknown[]): void
}

export interface Eip155ProviderParameters {
  provider(): UniversalProviderLike | undefined
  session(): WalletSession | undefined
  /** The RPC URL the site named for the chain (the proposal's rpcMap), if any: reads go only where there is one. */
  siteRpcUrl(caipNetworkId: CaipNetworkId): string | undefined
  /** A switch to a chain the session approved happened here, without the wallet: tell the kernel. */
  onSwitched(caipNetworkId: CaipNetworkId): void
}

/**
 * An EIP-1193 provider over the session's eip155 accounts, for the evm plugin's capabilities (and
 * a site's own library). Requests go with the active chain; the chain id and accounts are answered
 * from the session; a switch to a chain the wallet approved happens locally, as the SDK does, and
 * is reported as chainChanged. A wallet method the session lacks is refused (4200), never sent to
 * an RPC node. Reads go through the SDK to the site's RPC map, and only for a chain the site gave
 * an RPC URL: for any other the SDK would pick WalletConnect's RPC (rpc.walletconnect.org), so the
 * read is refused (4901) instead. wallet_getCallsStatus goes to the wallet itself: the SDK would
 * first ask WalletConnect's bundler endpoint, or one the wallet's session names.
 */
export function createEip155Provider(parameters: Eip155ProviderParameters): Eip155Provider {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  let active: CaipNetworkId | undefined

  const held = () => parameters.session()?.namespaces.eip155
  const hex = (caipNetworkId: CaipNetworkId) => `0x${BigInt(caipNetworkId.slice('eip155:'.length)).toString(16)}`

  const self: Eip155Provider = {
    setChain(caipNetworkId) {
      active = caipNetworkId
    },
    chain: () => active,
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(...args)
        } catch {
          // A site's listener that throws must not stop the others or the plugin.
        }
      }
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },

    async request({ method, params }) {
      const provider = parameters.provider()
      const namespace = held()
      // The chain the wallet last moved to, approved or not: the wallet adds it to the session itself.
      const chain = active ?? namespace?.chains[0]
      if (!provider || !namespace || !chain) throw providerRpcError(EIP1193_CODES.disconnected, 'No WalletConnect session holds an eip155 account')
      if (method === 'eth_chainId') return hex(chain)
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return addressesOn(namespace, chain)
      if (method === 'wallet_switchEthereumChain') return switchChain(provider, namespace.chains, namespace.methods, params, chain)
      if (WALLET_METHOD.test(method) && !namespace.methods.includes(method)) {
        throw providerRpcError(EIP1193_CODES.unsupportedMethod, `The wallet did not approve ${method} in this session`)
      }
      if (method === 'wallet_getCallsStatus' && provider.session) {
        return provider.client.request({ topic: provider.session.topic, chainId: chain, request: { method, params: params ?? [] } })
      }
      if (!namespace.methods.includes(method) && parameters.siteRpcUrl(chain) === undefined) {
        throw providerRpcError(EIP1193_CODES.chainDisconnected, `The site named no RPC URL for ${chain}: a read is not sent to a host it did not name`)
      }
      return provider.request({ method, ...(params === undefined ? {} : { params }) }, chain)
    },
  }

  async function switchChain(provider: UniversalProviderLike, approved: readonly CaipNetworkId[], methods: readonly string[], params: unknown, from: CaipNetworkId): Promise<null> {
    const requested = (Array.isArray(params) ? params[0] : undefined) as { chainId?: unknown } | undefined
    const id = typeof requested?.chainId === 'string' && /^0x[0-9a-f]{1,16}$/i.test(requested.chainId) ? BigInt(requested.chainId) : undefined
    if (id === undefined || id === 0n) throw providerRpcError(-32602, 'wallet_switchEthereumChain needs a 0x chain id')
    const target: CaipNetworkId = `eip155:${id}`
    if (target === from) return null
    if (!approved.includes(target)) {
      // The wallet may still know the chain; without the method it cannot be asked (4902: not added).
      if (!methods.includes('wallet_switchEthereumChain')) throw providerRpcError(EIP1193_CODES.unrecognizedChain, `${target} is not approved in this session`)
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: hex(target) }] }, from)
    }
    provider.setDefaultChain(target)
    active = target
    self.emit('chainChanged', hex(target))
    parameters.onSwitched(target)
    return null
  }

  return self
}
