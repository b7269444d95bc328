import { useCallback } from 'react'
import { getConnections, getWalletStatus } from '../../../core/actions/walletConnections.js'
import type { ChainNamespace } from '../../../core/constants/namespaces.js'
import type { Kernel } from '../../../core/kernel/types.js'
import type { Connection, WalletStatus, Connector } from '../../../core/types/connector.js'
import { useKernelSelector } from '../../hooks/useKernelSelector.js'

export interface WalletRow {
  connection: Connection
  connector: Connector | undefined
  /** SPEC section 4: connected (the active one), active (held), disconnected (recent). */
  status: WalletStatus
}

const NONE: readonly WalletRow[] = Object.freeze([])

/**
 * The namespace's wallets as ProfileWallets lists them: held connections first, then recent ones,
 * each with its status. Recomputed when connections, chains, options or connectors change.
 */
export function useWalletRows(kernel: Kernel, namespace: ChainNamespace | undefined): readonly WalletRow[] {
  const select = useCallback(
    (k: Kernel): readonly WalletRow[] => {
      if (!namespace) return NONE
      const { connections, recentConnections } = getConnections(k, namespace)
      const { connectors } = k.store('connectors').getState()
      const seen = new Set<string>()
      const rows: WalletRow[] = []
      for (const connection of [...connections, ...recentConnections]) {
        if (seen.has(connection.connectorId)) continue
        seen.add(connection.connectorId)
        const connector = connectors.find((c) => c.id === connection.connectorId && c.chain === namespace) ?? connectors.find((c) => c.id === connection.connectorId)
        rows.push({ connection, connector, status: getWalletStatus(k, namespace, connection.connectorId) })
      }
      return rows
    },
    [namespace],
  )
  return useKernelSelector(['connections', 'chains', 'options', 'connectors'], select, sameRows, NONE)
}

function sameRows(a: readonly WalletRow[], b: readonly WalletRow[]): boolean {
  return a.length === b.length && a.every((row, i) => row.connection === b[i]!.connection && row.connector === b[i]!.connector && row.status === b[i]!.status)
}
