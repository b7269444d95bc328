import type { ChainNamespace } from '../constants/namespaces.js'
import type { Kernel } from '../kernel/types.js'
import { updateChain } from './updateChain.js'

/**
 * Refreshes a connected account's native balance through the namespace's getBalance capability.
 * A namespace without the capability has no balance to show (nothing is faked). A failing fetch
 * leaves the balance unknown rather than failing what asked for it, and an answer that arrives
 * after the account or network changed is dropped so it cannot overwrite newer state.
 */
export async function syncBalance(kernel: Kernel, namespace: ChainNamespace): Promise<void> {
  const getBalance = kernel.namespaces.get(namespace)?.capabilities?.getBalance
  const chain = kernel.store('chains').getState().byNamespace[namespace]
  const address = chain?.account.address
  const network = chain?.network.caipNetwork
  if (!getBalance || !address || !network || chain.network.unsupported) return

  let answer: { balance: string; symbol: string } | undefined
  try {
    answer = await getBalance({ address, network })
  } catch {
    answer = undefined
  }
  if (kernel.status === 'destroyed') return
  updateChain(kernel, namespace, (draft) => {
    if (draft.account.address !== address || draft.network.caipNetwork?.caipNetworkId !== network.caipNetworkId) return
    draft.account.balance = answer?.balance
    draft.account.balanceSymbol = answer?.symbol
  })
}
