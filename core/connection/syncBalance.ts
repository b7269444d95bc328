import type { ChainNamespace } from '../constants/namespaces.js'
import type { Kernel } from '../kernel/types.js'
import { hasDecimals } from '../types/account.js'
import { updateChain } from './chainState.js'

/**
 * Refreshes a connected account's native balance, and its token balances where the namespace can
 * read them, through the namespace's capabilities. A namespace without a capability has nothing to
 * show (nothing is faked). A failing fetch leaves the value unknown rather than failing what asked
 * for it, and an answer that arrives after the account or network changed is dropped so it cannot
 * overwrite newer state. Tokens with zero decimals are dropped as low quality (SPEC section 5).
 */
export async function syncBalance(kernel: Kernel, namespace: ChainNamespace): Promise<void> {
  const capabilities = kernel.namespaces.get(namespace)?.capabilities
  const chain = kernel.store('chains').getState().byNamespace[namespace]
  const address = chain?.account.address
  const network = chain?.network.caipNetwork
  if (!capabilities?.getBalance || !address || !network || chain.network.unsupported) return

  const [native, tokens] = await Promise.all([
    capabilities.getBalance({ address, network }).catch(() => undefined),
    capabilities.getTokenBalances?.({ address, network }).catch(() => undefined),
  ])
  if (kernel.status === 'destroyed') return
  updateChain(kernel, namespace, (draft) => {
    if (draft.account.address !== address || draft.network.caipNetwork?.caipNetworkId !== network.caipNetworkId) return
    draft.account.balance = native?.balance
    draft.account.balanceSymbol = native?.symbol
    if (tokens) draft.account.tokenBalance = tokens.filter(hasDecimals)
  })
}
