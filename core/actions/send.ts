import type { ChainNamespace } from '../constants/namespaces.js'
import { exceeds, readSpendable } from '../connection/readSpendable.js'
import { syncBalance } from '../connection/syncBalance.js'
import { ConnectionError } from '../errors/ConnectionError.js'
import type { FormatError } from '../errors/FormatError.js'
import type { KernelError } from '../errors/KernelError.js'
import { isPorticoError } from '../errors/PorticoError.js'
import { SendError } from '../errors/SendError.js'
import { parseUnits } from '../format/units.js'
import type { Kernel } from '../kernel/types.js'
import { getProvider } from './getProvider.js'

/** What is sent: the native currency when `address` is absent, else the token at `address`. */
export interface SendToken {
  symbol: string
  decimals: number
  address?: string | undefined
}

export interface SendParameters {
  /** The amount in whole units as the visitor typed it ('0.5'). */
  amount: string
  receiverAddress: string
  token: SendToken | undefined
  /** Defaults to the active chain. */
  namespace?: ChainNamespace
}

export type SendErrorType = SendError | ConnectionError | FormatError | KernelError

/**
 * SPEC section 4's send flow: the active chain decides the path (native or token through the
 * namespace's send capabilities; a namespace without them fails with 'Unsupported chain'). Resolves
 * with the transaction hash once the transaction is final, after the balances were read again, so
 * a caller that shows them shows the new ones. Nothing is sent unless every check passed, and each
 * failed check says what is wrong (empty fields, an invalid receiver, an amount that is not above
 * zero, an amount above the balance), here, so every renderer gets the same refusals before the
 * wallet is asked.
 */
export async function send(kernel: Kernel, params: SendParameters): Promise<string> {
  const chains = kernel.store('chains').getState()
  const namespace = params.namespace ?? chains.activeNamespace
  if (!namespace) throw new SendError('ACTIVE_NAMESPACE_REQUIRED')
  const amountText = params.amount.trim()
  const receiver = params.receiverAddress.trim()
  if (!amountText || !receiver) throw new SendError('AMOUNT_AND_RECEIVER_REQUIRED')
  const { token } = params
  if (!token) throw new SendError('TOKEN_REQUIRED')

  const definition = kernel.namespaces.get(namespace)
  const chain = chains.byNamespace[namespace]
  const capabilities = definition?.capabilities
  if (!definition || !chain || !capabilities?.sendNative || !capabilities.sendToken) throw new SendError('UNSUPPORTED_CHAIN')
  const address = chain.account.address
  const network = chain.network.caipNetwork
  if (chain.account.status !== 'connected' || !address) {
    throw new ConnectionError('INVALID_CONNECTION_STATUS', { details: `"${namespace}" is not connected` })
  }
  if (!network || chain.network.unsupported) throw new SendError('UNSUPPORTED_CHAIN', { details: 'the wallet is on a network the site did not configure' })
  if (!definition.isAddress(receiver)) {
    throw new SendError('INVALID_RECEIVER', { details: `"${receiver.slice(0, 64)}" is not a ${namespace} address` })
  }
  const amount = readAmount(amountText, token.decimals)
  if (token.address !== undefined && !token.address.trim()) throw new SendError('TOKEN_ADDRESS_REQUIRED')
  const holding = await readSpendable({ capabilities, chain, address, network, tokenAddress: token.address })
  if (holding && exceeds(amount, token.decimals, holding)) {
    throw new SendError('INSUFFICIENT_BALANCE', { params: { symbol: token.symbol }, details: `${amountText} ${token.symbol} on ${network.caipNetworkId}` })
  }

  const properties = { namespace, caipNetworkId: network.caipNetworkId, token: token.symbol }
  let hash: string
  try {
    const provider = getProvider(kernel, namespace)
    hash = token.address === undefined
      ? await capabilities.sendNative({ address, to: receiver, amount, network, provider })
      : await capabilities.sendToken({ address, to: receiver, tokenAddress: token.address.trim(), amount, network, provider })
    await capabilities.waitForTransaction?.({ hash, network })
  } catch (error) {
    kernel.events.emit('analytics', { event: 'SEND_ERROR', properties: { ...properties, message: String((error as Error)?.message ?? error) } })
    throw error
  }
  kernel.events.emit('analytics', { event: 'SEND_SUCCESS', properties })
  await syncBalance(kernel, namespace)
  return hash
}

/** The typed amount in raw units; one that is not a number, or not above zero, is INVALID_AMOUNT. */
function readAmount(text: string, decimals: number): bigint {
  let amount: bigint
  try {
    amount = parseUnits(text, decimals)
  } catch (error) {
    // Too many decimals and too large keep their own, more precise, texts.
    if (!isPorticoError(error, 'INVALID_NUMBER')) throw error
    throw new SendError('INVALID_AMOUNT', { details: `"${text.slice(0, 64)}" is not a number`, cause: error })
  }
  if (amount <= 0n) throw new SendError('INVALID_AMOUNT', { details: `${text.slice(0, 64)} is not above zero` })
  return amount
}
