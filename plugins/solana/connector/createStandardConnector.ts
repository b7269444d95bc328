import { ConnectionError, isUserRejection, thrownMessage, walletAccountsChanged, walletDisconnected, withTimeout, type CaipNetworkId, type Connector, type ConnectResult, type Kernel, type Network, type Timers } from 'portico/core'
import * as z from 'zod/mini'
import { connectOutputSchema, standardAccountSchema, type StandardWallet } from '../discovery/standardWalletSchema.js'
import { walletStandardChain } from '../networks/solanaNetworks.js'
import type { SolanaProvider } from '../provider/SolanaProvider.js'
import { featureMethod, standardProvider } from './standardSession.js'

export interface StandardConnectorParameters {
  id: string
  name: string
  icon: string | undefined
  wallet: StandardWallet
  kernel: Kernel
  timers: Timers
  /** The site's solana networks, to name the one the wallet connects on. */
  networks: () => readonly Network[]
  /** The solana chain's current network: a silent reconnect comes back on it. */
  currentNetwork: () => CaipNetworkId | undefined
  /** How long a silent reconnect or a disconnect may take: a wallet that never answers must not hang. */
  quietTimeoutMs: number
}

interface Session {
  account: object & { address: string }
  provider: SolanaProvider
  stopListening: () => void
}

/**
 * A connector over a Wallet Standard wallet on solana: `standard:connect` (silent on reconnect),
 * `standard:disconnect`, and `standard:events` for the accounts the wallet later shares or takes
 * away. The capabilities reach the account through `getProvider()`.
 */
export function createStandardConnector(parameters: StandardConnectorParameters): Connector {
  const { id, name, icon, wallet, kernel, timers, networks, currentNetwork, quietTimeoutMs } = parameters
  let session: Session | undefined

  const end = () => {
    session?.stopListening()
    session = undefined
  }
  const open = async (input: { silent?: boolean }, caipNetworkId: CaipNetworkId | undefined): Promise<ConnectResult | undefined> => {
    const output = z.safeParse(connectOutputSchema, await featureMethod(wallet, 'standard:connect', 'connect')(input))
    const account = output.success ? solanaAccounts(output.data.accounts)[0] : undefined
    if (!account) return undefined
    end()
    session = { account, provider: standardProvider(wallet, account), stopListening: listen() }
    return { accounts: [{ namespace: 'solana', address: account.address, type: 'eoa' }], caipNetworkId: networkFor(caipNetworkId) }
  }
  // The network asked for when the wallet serves it, else the first of the namespace's it serves.
  const networkFor = (asked: CaipNetworkId | undefined): CaipNetworkId => {
    const served = networks().filter((network) => wallet.chains.includes(walletStandardChain(network.caipNetworkId)))
    const choice = served.find((network) => network.caipNetworkId === asked) ?? served[0] ?? networks()[0]
    return (choice?.caipNetworkId ?? asked ?? 'solana:unknown') as CaipNetworkId
  }
  const listen = (): (() => void) => {
    if (typeof wallet.features['standard:events'] !== 'object') return () => {}
    let stop: unknown
    try {
      // The standard's `on` returns its own off; called synchronously, so no await here.
      const holder = wallet.features['standard:events'] as { on?: (event: string, listener: (change: { accounts?: unknown }) => void) => unknown }
      stop = holder.on?.call(holder, 'change', (change) => {
        if (!session || change === null || typeof change !== 'object' || !('accounts' in change)) return
        const accounts = solanaAccounts(Array.isArray(change.accounts) ? change.accounts : [])
        if (accounts.length === 0) {
          end()
          void walletDisconnected(kernel, { namespace: 'solana', connectorId: id }).catch(() => {})
          return
        }
        session.account = accounts[0]!
        session.provider = standardProvider(wallet, accounts[0]!)
        void walletAccountsChanged(kernel, { namespace: 'solana', connectorId: id, accounts: accounts.map((account) => ({ address: account.address, type: 'eoa' })) }).catch(() => {})
      })
    } catch {
      return () => {}
    }
    return () => {
      if (typeof stop === 'function') stop()
    }
  }

  return {
    id,
    name,
    type: 'WALLET_STANDARD',
    chain: 'solana',
    installed: true,
    ...(icon ? { imageUrl: icon, info: { icon } } : {}),
    getProvider: () => session?.provider,

    async connect({ caipNetworkId }) {
      let result: ConnectResult | undefined
      try {
        result = await open({}, caipNetworkId)
      } catch (error) {
        throw isUserRejection(error)
          ? new ConnectionError('CONNECTION_REJECTED', { cause: error })
          : new ConnectionError('FAILED_TO_CONNECT', { details: thrownMessage(error), cause: error })
      }
      if (!result) throw new ConnectionError('FAILED_TO_CONNECT', { details: 'the wallet shared no Solana account' })
      return result
    },

    // `silent` asks the wallet not to prompt: it answers with the accounts this site may still see, or none.
    async reconnect() {
      try {
        return await withTimeout(timers, open({ silent: true }, currentNetwork()), quietTimeoutMs, () => new Error('the wallet did not answer'))
      } catch {
        return undefined
      }
    },

    async disconnect() {
      end()
      if (typeof wallet.features['standard:disconnect'] !== 'object') return
      const leave = featureMethod(wallet, 'standard:disconnect', 'disconnect')()
      await withTimeout(timers, leave, quietTimeoutMs, () => new Error('the wallet did not answer')).catch(() => {})
    },
  }
}

/** The wallet's own account objects that are Solana accounts (the standard wants them back as they are). */
function solanaAccounts(accounts: readonly unknown[]): (object & { address: string })[] {
  return accounts.filter((account): account is object & { address: string } => {
    const parsed = z.safeParse(standardAccountSchema, account)
    return parsed.success && parsed.data.chains.some((chain) => chain.startsWith('solana:'))
  })
}
