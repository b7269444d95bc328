import type { ChainNamespace } from '../constants/namespaces.js'
import type { Kernel } from '../kernel/types.js'
import { hasConnectedAccount } from './hasConnectedAccount.js'
import type { ViewId } from './ViewRegistry.js'

export interface ChooseOpeningViewParameters {
  view?: ViewId
  namespace?: ChainNamespace
}

/** SPEC section 2, "Choosing the view on open", in its order. */
export function chooseOpeningView(kernel: Kernel, { view, namespace }: ChooseOpeningViewParameters = {}): ViewId {
  if (view) return view
  // With no chain adapter the pairing protocol is the only way in, so its views are the start.
  // The registered chain plugins count before start too: a button hovered before the kernel
  // started preloads the view the open will choose.
  const adapters = kernel.namespaces.size + kernel.chainNamespaces.length
  if (adapters === 0 && !hasAddress(kernel, namespace)) {
    // All Wallets lists the provider API's registry: without `apiUrl` a phone gets the pairing view too.
    return kernel.options.isMobile() && kernel.options.apiUrl !== undefined ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  }
  if (hasConnectedAccount(kernel, namespace)) return 'Account'
  return 'Connect'
}

function hasAddress(kernel: Kernel, namespace: ChainNamespace | undefined): boolean {
  const { byNamespace } = kernel.store('chains').getState()
  const chains = namespace ? [byNamespace[namespace]] : Object.values(byNamespace)
  return chains.some((chain) => Boolean(chain?.account.address))
}
