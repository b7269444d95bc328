import type { ApprovalRequest } from './createApprovalQueue.js'
import type { WalletStateStore } from './createWalletState.js'
import { parseAddChainParams } from './parseAddChainParams.js'
import { parseHexChainId, toHexChainId } from './WalletChain.js'
import { unrecognizedChain } from './WalletRpcError.js'

/**
 * wallet_switchEthereumChain (EIP-3326) and wallet_addEthereumChain (EIP-3085). Switching to a
 * chain the wallet has not been given is 4902, so a dApp's add-chain path runs; adding asks the
 * visitor and, as wallets do, moves to the new chain once approved. chainChanged follows from the
 * state change (createDemoProvider).
 */
export function createNetworkRequests(state: WalletStateStore, ask: (request: Omit<ApprovalRequest, 'origin'>) => Promise<void>) {
  const isKnown = (chainId: number) => state.get().chains.some((chain) => chain.chainId === chainId)
  const switchTo = (chainId: number) => state.update((s) => (s.chainId === chainId ? s : { ...s, chainId }))

  return {
    switchChain(params: unknown): null {
      const [target] = Array.isArray(params) ? (params as unknown[]) : []
      const chainId = parseHexChainId((target as { chainId?: unknown } | undefined)?.chainId)
      if (!isKnown(chainId)) throw unrecognizedChain(toHexChainId(chainId))
      switchTo(chainId)
      return null
    },

    async addChain(params: unknown): Promise<null> {
      const chain = parseAddChainParams(params)
      if (isKnown(chain.chainId)) {
        switchTo(chain.chainId)
        return null
      }
      await ask({
        kind: 'addChain',
        title: 'Add a network',
        details: [
          { label: 'Network', value: chain.name },
          { label: 'Chain ID', value: String(chain.chainId) },
          { label: 'Currency', value: chain.nativeCurrency.symbol },
          { label: 'RPC URL', value: chain.rpcUrl, mono: true },
        ],
      })
      state.update((s) => ({ ...s, chains: isKnown(chain.chainId) ? s.chains : [...s.chains, chain], chainId: chain.chainId }))
      return null
    },
  }
}
