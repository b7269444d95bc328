import { CHAIN_CAPABILITIES, definePlugin, getProvider, lazyCapabilities, mergeNetworks, type NftSource } from 'portico/core'
import type { EvmRuntime } from './capabilities/EvmRuntime.js'
import { createEip1193Connector } from './connector/createEip1193Connector.js'
import { createWalletSessions } from './connector/walletSessions.js'
import { eip6963Source } from './discovery/eip6963Source.js'
import { isEvmAddress } from './evmAddress.js'
import { adoptEvmChain } from './networks/adoptEvmChain.js'
import { EVM_NETWORKS } from './networks/evmNetworks.js'
import type { Eip1193Provider } from './provider/Eip1193Provider.js'
import { eip155Remote } from './remote/eip155Remote.js'
import { createTransports } from './rpc/createTransports.js'
import { checkTokens, type EvmTokens } from './tokens/EvmToken.js'

export interface EvmOptions {
  /** ERC20 tokens whose balances the Account view shows, by network id. */
  tokens?: EvmTokens
  /**
   * Where the NFTs tab reads an account's ERC-721 tokens from. By default the site's API (`apiUrl`,
   * GET /v1/account/{address}/nfts), which indexes them; without `apiUrl` the tab shows its error.
   */
  nfts?: NftSource
  /** How long a silent reconnect (and a best-effort revoke on disconnect) may take. Default 3 s. */
  quietTimeoutMs?: number
  /** How long a send waits for its receipt. Default 120 s. */
  transactionTimeoutMs?: number
  /** How often a send asks for its receipt. Default 1 s. */
  pollIntervalMs?: number
}

export const EVM_DEFAULTS = { quietTimeoutMs: 3_000, transactionTimeoutMs: 120_000, pollIntervalMs: 1_000 } as const

/**
 * The eip155 chain plugin: its own EVM networks plus the site's (viem chains among them, adopted
 * when the plugin is registered), EIP-6963 and injected browser wallets over EIP-1193, and the
 * balance, token, sign, switch, send and NFT capabilities. The chain SDK (ethers) is loaded on the
 * first call that encodes a contract call, never on import.
 */
export function evm(options: EvmOptions = {}) {
  const tokens = checkTokens(options.tokens ?? {})
  const quietTimeoutMs = options.quietTimeoutMs ?? EVM_DEFAULTS.quietTimeoutMs
  return definePlugin({
    name: 'evm',
    adoptNetwork: adoptEvmChain,
    setup(ctx) {
      const sessions = createWalletSessions(ctx)
      const transports = createTransports({
        fetch: ctx.fetch,
        timers: ctx.timers,
        rpcUrl: ctx.options.rpcUrl,
        projectId: ctx.options.projectId,
        wallet: () => getProvider(ctx.kernel, 'eip155'),
      })
      ctx.onTeardown(() => {
        sessions.detachAll()
        transports.destroyAll()
      })
      const runtime: EvmRuntime = {
        kernel: ctx.kernel,
        timers: ctx.timers,
        transports,
        tokens,
        nfts: options.nfts,
        transactionTimeoutMs: options.transactionTimeoutMs ?? EVM_DEFAULTS.transactionTimeoutMs,
        pollIntervalMs: options.pollIntervalMs ?? EVM_DEFAULTS.pollIntervalMs,
      }
      ctx.registerNamespace({
        namespace: 'eip155',
        label: 'EVM',
        networks: mergeNetworks(EVM_NETWORKS, ctx.options.networksByNamespace.eip155 ?? []),
        isAddress: isEvmAddress,
        // SPEC section 9: an EVM account starts as a smart account.
        defaultAccountType: 'smartAccount',
        capabilities: lazyCapabilities([...CHAIN_CAPABILITIES, 'getNfts'], async () => (await import('./capabilities/evmCapabilities.js')).bindEvmCapabilities(runtime)),
        remote: eip155Remote({ kernel: ctx.kernel, transports }),
      })
      ctx.registerConnectorSource(eip6963Source({
        enableEip6963: ctx.options.enableEIP6963,
        createConnector: (fields) => createEip1193Connector({ ...fields, sessions, timers: ctx.timers, quietTimeoutMs }),
        holdsSession: (connectorId) => sessions.providerOf(connectorId) !== undefined,
      }))
    },
  })
}

declare module 'portico/core' {
  interface NamespaceRegistry {
    eip155: true
  }
  interface ConnectorTypeRegistry {
    ANNOUNCED: true
    INJECTED: true
  }
  interface ProviderRegistry {
    eip155: Eip1193Provider
  }
}
