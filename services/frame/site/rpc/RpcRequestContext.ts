import type { WalletKeys } from '../keys/deriveWallet.js'
import type { ApprovalRequest } from './ApprovalRequest.js'
import type { NetworkFacts } from './NetworkFacts.js'

/** What a wallet request is answered with: the keys, the chain it names, its node, and the visitor. */
export interface RpcRequestContext {
  keys: WalletKeys
  /** The CAIP-2 reference of the request's chain: an EVM chain id, or a Solana genesis hash prefix. */
  reference: string
  /** The node the site named for that chain, if any (http or https only). */
  rpcUrl: string | undefined
  /** How the approval cards name the chain and its native token. */
  network: NetworkFacts
  /** Resolves once the visitor approved; throws their rejection or the request's abort. */
  approve(request: ApprovalRequest): Promise<void>
  fetch: typeof fetch
}
