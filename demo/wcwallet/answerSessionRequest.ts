import type { ApprovalDetail, ApprovalRequest } from '../wallet/createApprovalQueue.js'
import type { ChainBackend } from '../wallet/ChainBackend.js'
import { createSigningRequests } from '../wallet/createSigningRequests.js'
import type { KnownToken } from '../wallet/describeRequest.js'
import { parseAddChainParams } from '../wallet/parseAddChainParams.js'
import { READ_METHODS } from '../wallet/readMethods.js'
import { parseHexChainId, toHexChainId, type WalletChain } from '../wallet/WalletChain.js'
import { unauthorized, unrecognizedChain, unsupportedMethod, WALLET_ERROR_CODES, WalletRpcError } from '../wallet/WalletRpcError.js'
import { checkTypedDataChain, describeTypedData, parseTypedDataParams, signTypedData } from './signTypedData.js'

/** What the visitor is asked: the demo wallet's prompt kinds, plus a network switch. */
export interface WalletPrompt {
  kind: ApprovalRequest['kind'] | 'switchChain'
  title: string
  details: readonly ApprovalDetail[]
}

export interface SessionRequestContext {
  /** The chain the request was sent for, as the devnet has it. */
  chain: WalletChain
  /** The devnet chains the session holds. */
  chains: readonly WalletChain[]
  /** The session's addresses on `chain`, the active one first. */
  addresses: readonly string[]
  keyOf(address: string): string | undefined
  backend: ChainBackend
  tokens: readonly KnownToken[]
  /** Resolves when the visitor approves; rejects with 4001 when they reject. */
  ask(prompt: WalletPrompt): Promise<void>
  /** Tells the site the wallet is now on `chainId` (a chainChanged session event). */
  switchChain(chainId: number): Promise<void>
}

/**
 * One WalletConnect session request, answered as the demo's EIP-6963 wallet answers its page:
 * signatures and sends wait for the visitor and use the devnet key of the session's account,
 * eth_chainId and eth_accounts answer at once, reads go to the devnet node. Throws a
 * WalletRpcError (EIP-1193 / EIP-1474 code) for the site to receive.
 */
export async function answerSessionRequest(method: string, params: unknown, context: SessionRequestContext): Promise<unknown> {
  const { chain, addresses, ask } = context
  const signing = createSigningRequests({
    backend: context.backend,
    tokens: context.tokens,
    permittedAccounts: async () => addresses.slice(0, 1),
    selectedKey: () => activeKey(context),
    currentChain: () => chain,
    ask,
  })

  switch (method) {
    case 'eth_chainId':
      return toHexChainId(chain.chainId)
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [...addresses]
    case 'personal_sign':
      return signing.personalSign(params)
    case 'eth_sendTransaction':
      return signing.sendTransaction(params)
    case 'eth_signTypedData_v4': {
      const { address, data } = parseTypedDataParams(params)
      if (address.toLowerCase() !== addresses[0]?.toLowerCase()) throw unauthorized()
      checkTypedDataChain(data, chain)
      await ask({ kind: 'sign', title: 'Sign typed data', details: describeTypedData(data, addresses[0]!, chain) })
      return signTypedData(activeKey(context), data)
    }
    case 'wallet_switchEthereumChain': {
      const [target] = Array.isArray(params) ? (params as unknown[]) : []
      return switchTo(parseHexChainId((target as { chainId?: unknown } | undefined)?.chainId), context)
    }
    case 'wallet_addEthereumChain': {
      const added = parseAddChainParams(params)
      if (!context.chains.some((known) => known.chainId === added.chainId)) {
        throw new WalletRpcError(WALLET_ERROR_CODES.UNSUPPORTED_METHOD, `The test wallet cannot add chains to a WalletConnect session; this session has ${context.chains.map((c) => c.chainId).join(', ')}.`)
      }
      return switchTo(added.chainId, context)
    }
    default:
      if (!READ_METHODS.has(method)) throw unsupportedMethod(method)
      return context.backend.call(chain, method, Array.isArray(params) ? params : [])
  }
}

/** A switch within the session's chains, once the visitor agrees; anything else is 4902. */
async function switchTo(chainId: number, context: SessionRequestContext): Promise<null> {
  const target = context.chains.find((known) => known.chainId === chainId)
  if (!target) throw unrecognizedChain(toHexChainId(chainId))
  if (target.chainId === context.chain.chainId) return null
  await context.ask({
    kind: 'switchChain',
    title: 'Switch network',
    details: [
      { label: 'From', value: `${context.chain.name} (${context.chain.chainId})` },
      { label: 'To', value: `${target.name} (${target.chainId})` },
    ],
  })
  await context.switchChain(target.chainId)
  return null
}

function activeKey(context: SessionRequestContext): string {
  const key = context.addresses[0] === undefined ? undefined : context.keyOf(context.addresses[0])
  if (!key) throw unauthorized()
  return key
}
