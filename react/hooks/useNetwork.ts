import { useCallback, useMemo } from 'react'
import { switchNetwork } from '../../core/actions/switchNetwork.js'
import type { ChainNamespace } from '../../core/constants/namespaces.js'
import type { ChainsState } from '../../core/slices/chainsSlice.js'
import type { CaipNetworkId, Network } from '../../core/types/network.js'
import { useActiveNamespace } from './useAccount.js'
import { shallowEqual, useKernel, useKernelState } from './useKernel.js'

export interface UseNetworkReturnType {
  namespace: ChainNamespace | undefined
  caipNetwork: Network | undefined
  caipNetworkId: CaipNetworkId | undefined
  networks: readonly Network[]
  unsupported: boolean
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
}

/** The network of one namespace (the active one by default) and how to switch it. */
export function useNetwork(namespace?: ChainNamespace): UseNetworkReturnType {
  const kernel = useKernel()
  const ns = useActiveNamespace(namespace)
  const select = useCallback(
    (state: ChainsState) => {
      const network = ns ? state.byNamespace[ns]?.network : undefined
      return {
        caipNetwork: network?.caipNetwork,
        networks: network?.requestedCaipNetworks ?? EMPTY,
        unsupported: network?.unsupported ?? false,
      }
    },
    [ns],
  )
  const state = useKernelState('chains', select, shallowEqual)
  const switchTo = useMemo(() => (id: CaipNetworkId) => switchNetwork(kernel, id).then(() => undefined), [kernel])
  return { namespace: ns, ...state, caipNetworkId: state.caipNetwork?.caipNetworkId, switchNetwork: switchTo }
}

const EMPTY: readonly Network[] = Object.freeze([])
