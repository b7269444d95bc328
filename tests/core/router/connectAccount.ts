import { castDraft } from 'immer'
import type { ChainNamespace } from '../../../core/constants/namespaces.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { initialAccountState, initialNetworkState } from '../../../core/slices/chainsSlice.js'
import type { ConnectionStatus } from '../../../core/types/account.js'

/** Puts a namespace's account into the chains slice directly, as a finished connect would. */
export function connectAccount(
  kernel: Kernel,
  namespace: ChainNamespace = 'eip155',
  status: ConnectionStatus = 'connected',
  address: string | undefined = '0x1111111111111111111111111111111111111111',
): void {
  kernel.store('chains').setState((draft) => {
    draft.byNamespace[namespace] = castDraft({
      account: { ...initialAccountState(), status, address },
      network: initialNetworkState(),
      connectorId: `mock-${namespace}`,
    })
    draft.activeNamespace = namespace
  })
}
