import { READ_METHODS } from '../wallet/readMethods.js'

/** The eip155 methods the test wallet answers (sessionRequest.ts); reads go to the devnet node as they are. */
export const SUPPORTED_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_chainId',
  'eth_accounts',
  'eth_requestAccounts',
  ...READ_METHODS,
])

/** The session events the wallet can emit (its Emit buttons and a switched chain). */
export const SUPPORTED_EVENTS: ReadonlySet<string> = new Set(['accountsChanged', 'chainChanged'])

/** The devnet's EVM namespace, which every session has. */
export const WALLET_NAMESPACE = 'eip155'

/** The local Solana's namespace, when the demo runs one, and the methods the wallet answers there. */
export const SOLANA_NAMESPACE = 'solana'
export const SOLANA_METHODS: ReadonlySet<string> = new Set(['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'])

/**
 * The toy chain's namespace (tests/fixtures/toychain, a chain written as an outside package), the
 * chains the wallet holds a toy account on, and the methods it answers there: the toy plugin's.
 */
export const TOY_NAMESPACE = 'toy'
export const TOY_CHAINS: readonly string[] = ['toy:1', 'toy:2']
export const TOY_METHODS: ReadonlySet<string> = new Set(['toy_signMessage', 'toy_getBalance'])

/** `eip155:31337` -> 31337; anything else (another namespace, a malformed id) -> undefined. */
export function evmChainId(caipChainId: string): number | undefined {
  const match = /^eip155:([1-9][0-9]{0,15})$/.exec(caipChainId)
  if (!match) return undefined
  const chainId = Number(match[1])
  return Number.isSafeInteger(chainId) ? chainId : undefined
}

export const caipChainId = (chainId: number) => `${WALLET_NAMESPACE}:${chainId}`
