import { useCallback, useMemo } from 'react'
import { disconnect, type DisconnectParameters } from '../../core/actions/disconnect.js'
import { getProvider } from '../../core/actions/getProvider.js'
import { getConnections, type GetConnectionsReturnType } from '../../core/actions/walletConnections.js'
import type { ChainNamespace } from '../../core/constants/namespaces.js'
import type { Kernel } from '../../core/kernel/types.js'
import type { ChainsState } from '../../core/slices/chainsSlice.js'
import type { ConnectedWalletInfo } from '../../core/types/account.js'
import type { Connector, ProviderOf } from '../../core/types/connector.js'
import { useActiveNamespace } from './useAccount.js'
import { useKernelState, shallowEqual, useKernel } from './useKernel.js'
import { useKernelSelector } from './useKernelSelector.js'

/** Every connector the plugins discovered, in discovery order. */
export function useConnectors(): readonly Connector[] {
  return useKernelState('connectors', (s) => s.connectors)
}

const equalConnections = (a: GetConnectionsReturnType, b: GetConnectionsReturnType) =>
  shallowEqual(a.connections, b.connections) && shallowEqual(a.recentConnections, b.recentConnections)

/** The namespace's connections (all of them with multi-wallet on, else the active one's). */
export function useConnections(namespace?: ChainNamespace): GetConnectionsReturnType {
  const ns = useActiveNamespace(namespace)
  const select = useCallback((kernel: Kernel) => (ns ? getConnections(kernel, ns) : NONE), [ns])
  return useKernelSelector(['connections', 'chains', 'options'], select, equalConnections, NONE)
}

const NONE: GetConnectionsReturnType = Object.freeze({ connections: [], recentConnections: [] })

/** A stable `disconnect` for the kernel of the nearest provider. */
export function useDisconnect(): { disconnect(params?: DisconnectParameters): Promise<void> } {
  const kernel = useKernel()
  return useMemo(() => ({ disconnect: async (params?: DisconnectParameters) => void (await disconnect(kernel, params)) }), [kernel])
}

/** Name and icon of the wallet holding the namespace's session. */
export function useWalletInfo(namespace?: ChainNamespace): ConnectedWalletInfo | undefined {
  const ns = useActiveNamespace(namespace)
  const select = useCallback((s: ChainsState) => (ns ? s.byNamespace[ns]?.account.connectedWalletInfo : undefined), [ns])
  return useKernelState('chains', select)
}

/**
 * The chain provider of the wallet holding `namespace`'s session (core's getProvider), for the
 * site's own viem or ethers client; undefined while not connected. It changes with the session, so
 * a client built from it in a useMemo keyed on it follows a wallet switch.
 */
export function useProvider<N extends ChainNamespace>(namespace: N): ProviderOf<N> | undefined {
  const select = useCallback((kernel: Kernel) => getProvider(kernel, namespace), [namespace])
  return useKernelSelector(['chains', 'connectors'], select)
}
