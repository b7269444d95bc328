import type { ChainNamespace } from '../constants/namespaces.js'
import { loginMethodsOf } from '../kernel/registrySlice.js'
import type { Kernel } from '../kernel/types.js'
import type { ViewId } from './ViewRegistry.js'

export interface ChooseOpeningViewParameters {
  view?: ViewId
  namespace?: ChainNamespace
}

/**
 * SPEC section 2, "Choosing the view on open", in its order. It has no switch over plugin views:
 * the opening view of a site without chain plugins is the start view its pairing login registered.
 */
export function chooseOpeningView(kernel: Kernel, { view, namespace }: ChooseOpeningViewParameters = {}): ViewId {
  if (view) return view
  // With no chain adapter a pairing login is the only way in, so its own start view opens.
  const pairing = loginMethodsOf(kernel.store('registry').getState(), 'pairing').find((method) => method.startView)
  if (kernel.namespaces.size === 0 && pairing?.startView && !hasAddress(kernel, namespace)) {
    // All Wallets lists the provider API's registry: without `apiUrl` a phone gets the pairing view too.
    const lists = pairing.connectsListings && kernel.options.isMobile() && kernel.options.apiUrl !== undefined
    return lists ? 'AllWallets' : pairing.startView
  }
  if (hasConnectedAccount(kernel, namespace)) return 'Account'
  return 'Connect'
}

function hasAddress(kernel: Kernel, namespace: ChainNamespace | undefined): boolean {
  const { byNamespace } = kernel.store('chains').getState()
  const chains = namespace ? [byNamespace[namespace]] : Object.values(byNamespace)
  return chains.some((chain) => Boolean(chain?.account.address))
}

/** Whether `namespace`'s account is connected, or, without one, any namespace's. */
export function hasConnectedAccount(kernel: Kernel, namespace?: ChainNamespace): boolean {
  const { byNamespace } = kernel.store('chains').getState()
  const chains = namespace ? [byNamespace[namespace]] : Object.values(byNamespace)
  return chains.some((chain) => chain?.account.status === 'connected')
}
