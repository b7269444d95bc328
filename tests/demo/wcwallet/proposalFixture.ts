import type { ProposalTypes } from '@walletconnect/types'

/** A session proposal as the SDK hands it to a wallet, shaped like the one Portico's dApp side sends. */
export function proposal(overrides: Partial<ProposalTypes.Struct> = {}): ProposalTypes.Struct {
  return {
    id: 1700000000000001,
    expiryTimestamp: 1_735_689_900,
    relays: [{ protocol: 'irn' }],
    proposer: {
      publicKey: 'ab'.repeat(32),
      metadata: { name: 'Portico demo', description: 'The example dApp', url: 'http://127.0.0.1:5173', icons: [] },
    },
    requiredNamespaces: {},
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
        methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'eth_sign', 'wallet_switchEthereumChain'],
        events: ['accountsChanged', 'chainChanged', 'message'],
      },
      solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: ['solana_signMessage'], events: [] },
    },
    pairingTopic: 'cd'.repeat(32),
    ...overrides,
  }
}

export const DEVNET = [31337, 31338] as const
