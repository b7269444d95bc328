import type { ChainNamespace } from 'portico/core'
import type { NamespaceRequest } from '../options.js'

/**
 * What a session asks for on each namespace by default: the wallet methods Portico and its chain
 * plugins call (SPEC section 7), the common ones a site calls through the provider, and the events
 * that report account and chain changes. A site replaces a namespace's entry with the plugin's
 * `namespaces` option.
 */
export const NAMESPACE_DEFAULTS: Readonly<Partial<Record<ChainNamespace, NamespaceRequest>>> = {
  eip155: {
    methods: [
      'personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'eth_signTransaction', 'eth_sendRawTransaction',
      'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_getCapabilities', 'wallet_sendCalls',
      'wallet_getCallsStatus', 'wallet_watchAsset',
    ],
    events: ['chainChanged', 'accountsChanged'],
  },
  solana: {
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions'],
    events: [],
  },
  polkadot: { methods: ['polkadot_signMessage', 'polkadot_signTransaction'], events: [] },
  bip122: { methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'], events: ['bip122_addressesChanged'] },
  cosmos: { methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'], events: [] },
}
