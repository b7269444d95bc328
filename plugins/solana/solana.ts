import { CHAIN_CAPABILITIES, createTransportCache, definePlugin, lazyCapabilities, mergeNetworks } from 'portico/core'
import { PREFLIGHT_COMMITMENTS, type PreflightCommitment, type SolanaRuntime } from './capabilities/SolanaRuntime.js'
import { createStandardConnector } from './connector/createStandardConnector.js'
import { walletStandardSource } from './discovery/walletStandardSource.js'
import { isSolanaAddress } from './isSolanaAddress.js'
import { SOLANA_NETWORKS } from './networks/solanaNetworks.js'
import { SolanaError } from './SolanaError.js'
import type { SolanaProvider } from './provider/SolanaProvider.js'
import { solanaRemote } from './remote/solanaRemote.js'
import { SOLANA_MOBILE_WALLET_IDS } from './solanaWalletIds.js'
import { checkSolanaTokens, type SolanaTokens } from './tokens/SolanaToken.js'

export interface SolanaOptions {
  /** SPL tokens whose balances the Account view shows, by network id. */
  tokens?: SolanaTokens
  /** The commitment a send's preflight runs at; one of SPEC's list. Default 'confirmed'. */
  preflightCommitment?: PreflightCommitment
  /** How long a silent reconnect (and a disconnect) may take. Default 3 s. */
  quietTimeoutMs?: number
  /** How long a send waits for its confirmation. Default 60 s. */
  transactionTimeoutMs?: number
  /** How often a send asks for its status. Default 500 ms. */
  pollIntervalMs?: number
}

export const SOLANA_DEFAULTS = { preflightCommitment: 'confirmed', quietTimeoutMs: 3_000, transactionTimeoutMs: 60_000, pollIntervalMs: 500 } as const

/**
 * The solana chain plugin: SPEC section 9's three clusters plus the site's networks, Wallet Standard
 * wallets chosen by the features they declare, and the balance, SPL token, sign, switch and send
 * capabilities. The chain SDK (@solana/web3.js 1.x) loads on the first send, never on import.
 */
export function solana(options: SolanaOptions = {}) {
  const tokens = checkSolanaTokens(options.tokens ?? {})
  const preflightCommitment = options.preflightCommitment ?? SOLANA_DEFAULTS.preflightCommitment
  if (!(PREFLIGHT_COMMITMENTS as readonly string[]).includes(preflightCommitment)) {
    throw new SolanaError('INVALID_PREFLIGHT_COMMITMENT', { details: `solana({ preflightCommitment }) must be one of ${PREFLIGHT_COMMITMENTS.join(', ')}` })
  }
  const quietTimeoutMs = options.quietTimeoutMs ?? SOLANA_DEFAULTS.quietTimeoutMs
  return definePlugin({
    name: 'solana',
    setup(ctx) {
      const solanaChain = () => ctx.kernel.store('chains').getState().byNamespace.solana
      const transports = createTransportCache({
        fetch: ctx.fetch,
        timers: ctx.timers,
        rpcUrl: ctx.options.rpcUrl,
        projectId: ctx.options.projectId,
        fixedNetworks: SOLANA_NETWORKS,
        noUrl: (network) => new SolanaError('RPC_URL_MISSING', { details: `network ${network.caipNetworkId}` }),
      })
      ctx.onTeardown(() => transports.destroyAll())
      const networks = mergeNetworks(SOLANA_NETWORKS, ctx.options.networksByNamespace.solana ?? [])
      const runtime: SolanaRuntime = {
        kernel: ctx.kernel,
        timers: ctx.timers,
        transports,
        tokens,
        preflightCommitment,
        transactionTimeoutMs: options.transactionTimeoutMs ?? SOLANA_DEFAULTS.transactionTimeoutMs,
        pollIntervalMs: options.pollIntervalMs ?? SOLANA_DEFAULTS.pollIntervalMs,
      }
      ctx.registerNamespace({
        namespace: 'solana',
        label: 'Solana',
        networks,
        isAddress: isSolanaAddress,
        // SPEC section 9: a Solana account starts as an EOA.
        defaultAccountType: 'eoa',
        mobileWalletIds: SOLANA_MOBILE_WALLET_IDS,
        capabilities: lazyCapabilities(CHAIN_CAPABILITIES, async () => (await import('./capabilities/solanaCapabilities.js')).bindSolanaCapabilities(runtime)),
        remote: solanaRemote({ shownChain: () => solanaChain()?.network.caipNetwork?.caipNetworkId }),
      })
      ctx.registerConnectorSource(walletStandardSource({
        createConnector: (fields) => createStandardConnector({
          ...fields,
          kernel: ctx.kernel,
          timers: ctx.timers,
          quietTimeoutMs,
          // The site's list once the chain exists (a network outside it would read as unsupported).
          networks: () => solanaChain()?.network.requestedCaipNetworks ?? ctx.kernel.namespaces.get('solana')?.networks ?? networks,
          currentNetwork: () => solanaChain()?.network.caipNetwork?.caipNetworkId,
        }),
      }))
    },
  })
}

declare module 'portico/core' {
  interface NamespaceRegistry {
    solana: true
  }
  interface ConnectorTypeRegistry {
    WALLET_STANDARD: true
  }
  interface ProviderRegistry {
    solana: SolanaProvider
  }
}
