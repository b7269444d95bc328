import type { CaipNetworkId, RemoteEmbedded } from 'portico/core'

/** SPEC section 9: the EVM chains on which the embedded wallet works. */
const EMBEDDED_CHAIN_IDS = [
  1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97, 43114, 43113, 324, 280, 100, 8453,
  84531, 84532, 7777777, 999,
]

/**
 * What the embedded wallet's frame serves on eip155: SPEC section 9's chains and section 7's
 * wallet methods. Its own module, loaded with the frame: a site without the embedded wallet never
 * fetches it.
 */
export const EIP155_EMBEDDED: RemoteEmbedded = {
  chains: EMBEDDED_CHAIN_IDS.map((id): CaipNetworkId => `eip155:${id}`),
  methods: [
    'eth_sendTransaction', 'eth_sendRawTransaction', 'personal_sign', 'eth_signTypedData_v4',
    'wallet_sendCalls', 'wallet_getCallsStatus', 'wallet_getCapabilities', 'wallet_grantPermissions', 'wallet_revokePermissions', 'wallet_getAssets',
  ],
}
