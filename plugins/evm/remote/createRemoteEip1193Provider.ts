import type { CaipNetworkId, Network, RemoteSession, Transport } from 'portico/core'
import { parseQuantity } from '../encoding.js'
import type { Eip1193Provider, Eip1193RequestArguments } from '../provider/Eip1193Provider.js'

/** An EIP-1193 error: a numeric `code` that viem, ethers and the plugin's own toWalletError read. */
interface ProviderRpcError extends Error {
  code: number
  data?: unknown
}

function providerRpcError(code: number, message: string, data?: unknown): ProviderRpcError {
  return Object.assign(new Error(message), { code, ...(data === undefined ? {} : { data }) })
}

/** EIP-1193's codes a provider the plugin makes answers with itself. */
const EIP1193_CODES = {
  unsupportedMethod: 4200,
  disconnected: 4900,
  /** Connected, but not to the chain asked about: here, no RPC node of the site's serves it. */
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
} as const

/** Methods only a wallet answers: never sent to a node, and refused when the session did not approve them. */
const WALLET_METHOD = /^(wallet_|personal_sign$|eth_sign|eth_sendTransaction$|eth_requestAccounts$)/

/** The EIP-1193 provider the evm plugin makes over a remote session: events as well as requests. */
export interface RemoteEip1193Provider extends Required<Eip1193Provider> {
  on(event: string, listener: (...args: unknown[]) => void): void
  removeListener(event: string, listener: (...args: unknown[]) => void): void
}

export interface RemoteEip1193ProviderParameters {
  session: RemoteSession
  /** The site's network of the chain, if it is one: reads go only to the site's own nodes of it. */
  networkOf(caipNetworkId: CaipNetworkId): Network | undefined
  /** The site's transport for the network, or undefined when the site named no RPC URL for it. */
  siteTransport(network: Network): Transport | undefined
}

const hex = (caipNetworkId: CaipNetworkId) => `0x${BigInt(caipNetworkId.slice('eip155:'.length)).toString(16)}`

/**
 * An EIP-1193 provider over a remote session's eip155 accounts (a WalletConnect session, the
 * embedded wallet), for the plugin's capabilities and a site's own library. Requests go with the
 * session's chain; the chain id and accounts are answered from the session; a switch to a chain
 * the wallet approved happens here, without a prompt, and is reported as chainChanged. A wallet
 * method the session lacks is refused (4200). Reads go to the site's own RPC URLs for the chain,
 * never through the carrier: with no URL for it, the read is refused (4901), as no host the site
 * did not name may be asked.
 */
export function createRemoteEip1193Provider({ session, networkOf, siteTransport }: RemoteEip1193ProviderParameters): RemoteEip1193Provider {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(...args)
      } catch {
        // A site's listener that throws must not stop the others or the plugin.
      }
    }
  }
  session.on('accountsChanged', (addresses) => emit('accountsChanged', [...addresses]))
  session.on('chainChanged', (caipNetworkId) => emit('chainChanged', hex(caipNetworkId)))
  session.on('disconnect', () => emit('disconnect', providerRpcError(EIP1193_CODES.disconnected, 'The remote session ended')))

  async function switchChain(params: Eip1193RequestArguments['params'], from: CaipNetworkId): Promise<null> {
    const requested: unknown = Array.isArray(params) ? params[0] : undefined
    const chainId = typeof requested === 'object' && requested !== null ? (requested as { chainId?: unknown }).chainId : undefined
    const id = parseQuantity(chainId)
    if (id === undefined || id === 0n) throw providerRpcError(-32602, 'wallet_switchEthereumChain needs a 0x chain id')
    const target: CaipNetworkId = `eip155:${id}`
    if (target === from) return null
    const state = session.state()
    if (!state?.chains.includes(target)) {
      // The wallet may still know the chain; without the method it cannot be asked (4902: not added).
      if (!state?.methods.includes('wallet_switchEthereumChain')) throw providerRpcError(EIP1193_CODES.unrecognizedChain, `${target} is not approved in this session`)
      await session.request('wallet_switchEthereumChain', [{ chainId: hex(target) }], from)
    }
    session.useChain(target)
    emit('chainChanged', hex(target))
    return null
  }

  return {
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    async request({ method, params }) {
      const state = session.state()
      const chain = session.chain()
      if (!state || !chain) throw providerRpcError(EIP1193_CODES.disconnected, 'No remote session holds an eip155 account')
      if (method === 'eth_chainId') return hex(chain)
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return session.addresses()
      if (method === 'wallet_switchEthereumChain') return switchChain(params, chain)
      if (state.methods.includes(method)) return session.request(method, params ?? [], chain)
      if (WALLET_METHOD.test(method)) throw providerRpcError(EIP1193_CODES.unsupportedMethod, `The wallet did not approve ${method} in this session`)
      const network = networkOf(chain)
      const transport = network ? siteTransport(network) : undefined
      if (!transport) throw providerRpcError(EIP1193_CODES.chainDisconnected, `The site named no RPC URL for ${chain}: a read is not sent to a host it did not name`)
      return transport.request({ method, ...(params === undefined ? {} : { params }) })
    },
  }
}
