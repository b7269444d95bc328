/*
 * Compiled, never run: portico/wagmi as a site on either wagmi compiles it. tsconfig.json resolves
 * `@wagmi/core` to 3 and tsconfig.wagmi2.json to 2 (the @wagmi/core-2 alias), so each rule below
 * holds against both versions' own types.
 */
import { connect, createConfig, getConnectorClient, http, reconnect, switchChain } from '@wagmi/core'
import type { Address } from 'viem'
import { mainnet, optimism } from 'viem/chains'
import type { Kernel } from 'portico/core'
import { portico, type PorticoProvider } from 'portico/wagmi'

export async function typeRules(kernel: Kernel): Promise<void> {
  // rule: createConfig takes portico() as a connector, next to the chains and transports of a site.
  const config = createConfig({
    chains: [mainnet, optimism],
    connectors: [portico({ kernel })],
    transports: { [mainnet.id]: http(), [optimism.id]: http() },
    multiInjectedProviderDiscovery: false,
  })
  const connector = config.connectors[0]!

  // rule: connect resolves with 0x addresses and a chain id, as with any connector.
  const plain = await connect(config, { connector })
  const first: Address = plain.accounts[0]
  const chainId: number = plain.chainId

  // rule: connect asked withCapabilities resolves with each account as an address and its capabilities.
  const rich = await connect(config, { connector, withCapabilities: true })
  const address: Address = rich.accounts[0].address

  // rule: the connector's provider is the EIP-1193 one Portico holds, which viem's clients take.
  const provider: PorticoProvider = await connector.getProvider()
  const client = await getConnectorClient(config, { connector })

  // rule: switchChain and reconnect take the connector as wagmi's own.
  await switchChain(config, { chainId: optimism.id, connector })
  await reconnect(config, { connectors: [connector] })

  void [first, chainId, address, provider, client]
}
