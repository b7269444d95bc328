import type { AccountType, ChainNamespace } from '../../core/constants/namespaces.js'
import { ConnectionError } from '../../core/errors/ConnectionError.js'
import { definePlugin } from '../../core/kernel/createPluginContext.js'
import type { ChainCapabilities } from '../../core/kernel/types.js'
import type { RemoteNamespace } from '../../core/remote/RemoteSession.js'
import type { ConnectorAccount } from '../../core/types/account.js'
import type { Connector, ConnectResult } from '../../core/types/connector.js'
import type { CaipNetworkId, Network } from '../../core/types/network.js'

/** SPEC section 9: the account type each namespace starts with, which its chain plugin registers. */
const SPEC_ACCOUNT_TYPES: Readonly<Record<string, AccountType | undefined>> = { eip155: 'smartAccount', solana: 'eoa', polkadot: 'eoa', bip122: 'payment' }

export const mockNetwork = (namespace: ChainNamespace, reference: string, name = `Mock ${reference}`): Network => ({
  id: reference,
  caipNetworkId: `${namespace}:${reference}`,
  chainNamespace: namespace,
  name,
  nativeCurrency: { name: 'Mock', symbol: 'MCK', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

/** What a test steers: the wallet's answers and whether it has a session to restore. */
export interface MockWallet {
  accounts: string[]
  caipNetworkId: CaipNetworkId
  balance: string
  /** 'approve' answers connect; 'reject' refuses like a wallet's 4001; 'hang' never answers. */
  behaviour: 'approve' | 'reject' | 'hang'
  restorable: boolean
  calls: { connect: number; disconnect: number; switchNetwork: CaipNetworkId[]; signMessage: string[] }
}

export interface MockChainOptions {
  namespace?: ChainNamespace
  networks?: Network[]
  connectorId?: string
  disconnectsAllChains?: boolean
  wallet?: Partial<MockWallet>
  /** Capabilities added to (or replacing) the mock's own getBalance, signMessage and switchNetwork. */
  capabilities?: Partial<ChainCapabilities>
  /** What the connector hands over through `getProvider()`; left out, it has no such trait. */
  provider?: object
  /** How the namespace works with a remote wallet (`NamespaceDefinition.remote`); left out, it has none. */
  remote?: RemoteNamespace
}

/** A chain plugin with one connector and in-memory wallet answers, for kernel and renderer tests. */
export function mockChainPlugin(options: MockChainOptions = {}) {
  const namespace = options.namespace ?? 'eip155'
  const networks = options.networks ?? [mockNetwork(namespace, '1', 'Mock One'), mockNetwork(namespace, '2', 'Mock Two')]
  const wallet: MockWallet = {
    accounts: ['0x1111111111111111111111111111111111111111'],
    caipNetworkId: networks[0]!.caipNetworkId,
    balance: '1.5',
    behaviour: 'approve',
    restorable: false,
    calls: { connect: 0, disconnect: 0, switchNetwork: [], signMessage: [] },
    ...options.wallet,
  }
  const result = (): ConnectResult => ({
    accounts: wallet.accounts.map((address): ConnectorAccount => ({ namespace, address, type: 'eoa' })),
    caipNetworkId: wallet.caipNetworkId,
  })
  const connector: Connector = {
    id: options.connectorId ?? `mock-${namespace}`,
    name: `Mock ${namespace} wallet`,
    type: 'INJECTED',
    installed: true,
    chain: namespace,
    info: { rdns: `dev.portico.mock.${namespace}` },
    disconnectsAllChains: options.disconnectsAllChains ?? false,
    ...(options.provider ? { getProvider: () => options.provider } : {}),
    async connect() {
      wallet.calls.connect++
      if (wallet.behaviour === 'reject') throw new ConnectionError('CONNECTION_REJECTED')
      if (wallet.behaviour === 'hang') return new Promise<never>(() => {})
      wallet.restorable = true
      return result()
    },
    async disconnect() {
      wallet.calls.disconnect++
      wallet.restorable = false
    },
    async reconnect() {
      return wallet.restorable ? result() : undefined
    },
  }

  const plugin = definePlugin({
    name: `mock-chain-${namespace}`,
    setup(ctx) {
      ctx.registerNamespace({
        namespace,
        networks,
        // As the real chain plugins do, SPEC section 9's account type for the namespace.
        ...(SPEC_ACCOUNT_TYPES[namespace] ? { defaultAccountType: SPEC_ACCOUNT_TYPES[namespace] } : {}),
        isAddress: (address) => address.length > 0 && !/\s/.test(address),
        ...(options.remote ? { remote: options.remote } : {}),
        capabilities: {
          async getBalance() {
            return { balance: wallet.balance, symbol: 'MCK' }
          },
          async signMessage({ message }) {
            wallet.calls.signMessage.push(message)
            return `signed:${message}`
          },
          async switchNetwork({ network }) {
            wallet.calls.switchNetwork.push(network.caipNetworkId)
            wallet.caipNetworkId = network.caipNetworkId
          },
          ...options.capabilities,
        },
      })
      ctx.registerConnectorSource({ id: `mock-${namespace}`, watch: (emit) => emit([connector]) })
    },
  })
  return { plugin, wallet, connector, networks }
}
