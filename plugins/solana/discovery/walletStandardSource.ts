import type { Connector, ConnectorSource } from 'portico/core'
import { parseSolanaWallet, type StandardWallet } from './standardWalletSchema.js'

interface WalletsApi {
  get(): readonly unknown[]
  on(event: 'register' | 'unregister', listener: (...wallets: unknown[]) => void): () => void
}

export interface WalletStandardSourceParameters {
  createConnector(fields: { id: string; name: string; icon: string | undefined; wallet: StandardWallet }): Connector
}

/**
 * Solana wallets in this browser through the Wallet Standard: every wallet registered before or
 * after the page starts (`getWallets()`, its register and unregister events) that declares
 * `standard:connect`, `solana:signMessage` and a Solana chain becomes a WALLET_STANDARD connector,
 * one per wallet name. @wallet-standard/app loads when discovery starts, not with the page; the
 * parser is the connector's too, so it comes with the plugin. Without a DOM there is nothing to discover.
 */
export function walletStandardSource({ createConnector }: WalletStandardSourceParameters): ConnectorSource {
  let loaded: { wallets: WalletsApi } | undefined
  return {
    id: 'solana:wallet-standard',
    async load() {
      if (loaded || typeof window === 'undefined') return
      try {
        const { getWallets } = await import('@wallet-standard/app')
        loaded = { wallets: getWallets() }
      } catch (error) {
        console.error('[portico] the Wallet Standard discovery failed to load', error)
      }
    },
    watch(emit) {
      if (!loaded) return
      const { wallets } = loaded
      const parse = parseSolanaWallet
      const connectors = new Map<unknown, Connector>()
      const add = (wallet: unknown) => {
        if (connectors.has(wallet)) return
        const parsed = parse(wallet)
        if (!parsed) return
        const { info } = parsed
        const id = `standard:${info.name.toLowerCase()}`
        // Two wallets of one name: the first registered keeps it.
        if ([...connectors.values()].some((connector) => connector.id === id)) return
        connectors.set(wallet, createConnector({ id, name: info.name, icon: info.icon, wallet: parsed.wallet }))
      }
      const publish = () => emit([...connectors.values()])
      for (const wallet of wallets.get()) add(wallet)
      publish()
      const offRegister = wallets.on('register', (...registered) => {
        registered.forEach(add)
        publish()
      })
      const offUnregister = wallets.on('unregister', (...gone) => {
        for (const wallet of gone) connectors.delete(wallet)
        publish()
      })
      return () => {
        offRegister()
        offUnregister()
      }
    },
  }
}
