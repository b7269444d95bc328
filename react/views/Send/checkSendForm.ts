import { SendError } from '../../../core/errors/SendError.js'
import { isPorticoError } from '../../../core/errors/PorticoError.js'
import { parseUnits } from '../../../core/format/units.js'
import type { SendToken } from '../../../core/actions/send.js'

/** What the form holds when the visitor asks for the preview. */
export interface SendForm {
  token: SendToken | undefined
  /** The chosen currency's balance as a decimal string, when known. */
  balance: string | undefined
  amount: string
  /** The address to send to: as typed, or the address a typed name resolved to. */
  receiver: string
  /** Why the receiver field cannot be sent to (a name that did not resolve), checked where the address is. */
  receiverError?: SendError | undefined
  isAddress: (address: string) => boolean
}

/**
 * The send action's own checks, in its order and with its errors, run before the preview so that
 * the visitor fixes a field before seeing a summary of a send that would be refused. The action
 * checks again (with a balance read afresh) when the visitor confirms. Returns the amount in raw units.
 */
export function checkSendForm({ token, balance, amount, receiver, receiverError, isAddress }: SendForm): bigint {
  if (!amount.trim() || !receiver.trim()) throw new SendError('AMOUNT_AND_RECEIVER_REQUIRED')
  if (!token) throw new SendError('TOKEN_REQUIRED')
  if (receiverError) throw receiverError
  if (!isAddress(receiver.trim())) throw new SendError('INVALID_RECEIVER')
  let raw: bigint
  try {
    raw = parseUnits(amount.trim(), token.decimals)
  } catch (error) {
    if (!isPorticoError(error, 'INVALID_NUMBER')) throw error
    throw new SendError('INVALID_AMOUNT', { cause: error })
  }
  if (raw <= 0n) throw new SendError('INVALID_AMOUNT')
  if (balance !== undefined && raw > parseUnits(balance, token.decimals)) throw new SendError('INSUFFICIENT_BALANCE', { params: { symbol: token.symbol } })
  return raw
}

/**
 * The most the visitor can send: the whole token balance, or for the native currency the balance
 * less the network fee it pays (nothing when the fee is the larger). Undefined while a native
 * send's fee is unknown, since Max would then offer a send the wallet refuses.
 */
export function maxAmount(balance: bigint, fee: bigint | undefined, isNative: boolean): bigint | undefined {
  if (!isNative) return balance
  if (fee === undefined) return undefined
  return balance > fee ? balance - fee : 0n
}
