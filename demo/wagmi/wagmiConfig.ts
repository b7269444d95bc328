import { createConfig, http, type Config } from 'wagmi'
import { defineChain, type Chain } from 'viem'
import type { Kernel, Network } from '../../core/index.js'
import { portico } from '../../plugins/wagmi/index.js'

/** A Portico network as the viem chain wagmi's config lists: the same id, currency and RPC. */
export function toWagmiChain(network: Network): Chain {
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    testnet: network.testnet ?? false,
  })
}

/**
 * The wagmi config a site already has, with Portico's connector as its way in: wagmi reads through
 * its own transports (the devnet's RPC) and writes through the wallet Portico connected.
 */
export function createWagmiConfig(kernel: Kernel, networks: readonly Network[]): Config {
  const [first, ...rest] = networks.map(toWagmiChain)
  if (!first) throw new Error('The wagmi demo needs at least one devnet network.')
  return createConfig({
    chains: [first, ...rest],
    connectors: [portico({ kernel })],
    transports: Object.fromEntries([first, ...rest].map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
    // Portico discovers the browser's wallets and offers them in its modal; wagmi need not list them too.
    multiInjectedProviderDiscovery: false,
  })
}
