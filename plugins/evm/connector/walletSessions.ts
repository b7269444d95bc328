import { walletAccountsChanged, walletDisconnected, walletNetworkChanged } from 'portico/core'
import type { PluginContext } from 'portico/core'
import { isEvmAddress } from '../evmAddress.js'
import type { Eip1193Provider } from '../provider/Eip1193Provider.js'
import { toCaipChainId } from '../encoding.js'

/** EIP-1193's "try again later": MetaMask's `disconnect` while it reconnects to its node, not an end. */
const RECONNECTING_CODE = 1013

export interface WalletSessions {
  /** Hears `provider`'s events for `connectorId`'s session. */
  attach(connectorId: string, provider: Eip1193Provider): void
  detach(connectorId: string): void
  /** The provider of a session this plugin holds. */
  providerOf(connectorId: string): Eip1193Provider | undefined
  detachAll(): void
}

interface Listened {
  connectorIds: Set<string>
  stop(): void
}

/**
 * The wallet events of the sessions this plugin's connectors hold, turned into the kernel's wallet*
 * calls. A provider is listened to once however many sessions it serves (one listener per event,
 * each naming every session of that provider), so no event reaches the kernel twice. A session the
 * kernel ended without asking the wallet (the wallet's own disconnect, no accounts left) stops
 * being heard once it leaves the connections; one still being set up is not yet in them.
 */
export function createWalletSessions(ctx: Pick<PluginContext, 'kernel' | 'store'>): WalletSessions {
  const { kernel } = ctx
  const providers = new Map<Eip1193Provider, Listened>()
  const byConnector = new Map<string, { provider: Eip1193Provider; seen: boolean }>()

  const listen = (provider: Eip1193Provider): Listened => {
    const connectorIds = new Set<string>()
    const each = (run: (connectorId: string) => Promise<void> | void) => {
      for (const connectorId of [...connectorIds]) void Promise.resolve(run(connectorId)).catch(() => {})
    }
    const handlers: Record<string, (...args: unknown[]) => void> = {
      accountsChanged: (accounts) => {
        if (!Array.isArray(accounts)) return
        const valid = accounts.filter((address): address is string => isEvmAddress(address))
        // A list of nothing but garbage is not the wallet saying "no accounts".
        if (valid.length === 0 && accounts.length > 0) return
        each((connectorId) => walletAccountsChanged(kernel, {
          namespace: 'eip155', connectorId, accounts: valid.map((address) => ({ address, type: 'eoa' })),
        }))
      },
      chainChanged: (chainId) => {
        const caipNetworkId = toCaipChainId(chainId)
        if (caipNetworkId) each((connectorId) => walletNetworkChanged(kernel, { namespace: 'eip155', connectorId, caipNetworkId }))
      },
      disconnect: (error) => {
        if ((error as { code?: unknown } | undefined)?.code === RECONNECTING_CODE) return
        each((connectorId) => walletDisconnected(kernel, { namespace: 'eip155', connectorId }))
      },
    }
    for (const [event, handler] of Object.entries(handlers)) provider.on?.(event, handler)
    return {
      connectorIds,
      stop: () => {
        for (const [event, handler] of Object.entries(handlers)) provider.removeListener?.(event, handler)
      },
    }
  }

  const sessions: WalletSessions = {
    attach(connectorId, provider) {
      const held = byConnector.get(connectorId)
      if (held?.provider === provider) return
      if (held) sessions.detach(connectorId)
      let listened = providers.get(provider)
      if (!listened) {
        listened = listen(provider)
        providers.set(provider, listened)
      }
      listened.connectorIds.add(connectorId)
      byConnector.set(connectorId, { provider, seen: false })
    },
    detach(connectorId) {
      const held = byConnector.get(connectorId)
      if (!held) return
      byConnector.delete(connectorId)
      const listened = providers.get(held.provider)
      listened?.connectorIds.delete(connectorId)
      if (listened && listened.connectorIds.size === 0) {
        listened.stop()
        providers.delete(held.provider)
      }
    },
    providerOf: (connectorId) => byConnector.get(connectorId)?.provider,
    detachAll() {
      for (const listened of providers.values()) listened.stop()
      providers.clear()
      byConnector.clear()
    },
  }

  ctx.store('connections').subscribe((state) => {
    const live = new Set((state.byNamespace.eip155 ?? []).map((connection) => connection.connectorId))
    const active = kernel.store('chains').getState().byNamespace.eip155?.connectorId
    if (active) live.add(active)
    for (const [connectorId, held] of [...byConnector]) {
      if (live.has(connectorId)) held.seen = true
      else if (held.seen) sessions.detach(connectorId)
    }
  })
  return sessions
}
