import * as z from 'zod/mini'
import { describeMessage } from '../wallet/describeRequest.js'
import { invalidParams, unauthorized, unsupportedMethod } from '../wallet/WalletRpcError.js'
import type { WalletPrompt } from './answerSessionRequest.js'
import type { ToyAccount } from './toyAccount.js'

export interface ToyRequestContext {
  account: ToyAccount
  /** The session's toy account on the request's chain, if it holds one. */
  address: string | undefined
  ask(prompt: WalletPrompt): Promise<void>
}

// The toy plugin's request shapes (tests/fixtures/toychain/remote): an account, and a UTF-8 message.
const MAX_MESSAGE_LENGTH = 4_000
const balanceParams = z.object({ address: z.string().check(z.maxLength(64)) })
const signMessageParams = z.object({ message: z.string().check(z.maxLength(MAX_MESSAGE_LENGTH)), address: z.string().check(z.maxLength(64)) })

/**
 * One toy_* session request: toy_getBalance answers at once with the balance in the smallest
 * unit as a decimal string (0 for an account the wallet does not hold); toy_signMessage waits for
 * the visitor, as every signature does, and signs with the account's P-256 key.
 */
export async function answerToyRequest(method: string, params: unknown, context: ToyRequestContext): Promise<unknown> {
  const { account, address, ask } = context
  if (address !== account.address) throw unauthorized()
  switch (method) {
    case 'toy_getBalance': {
      const parsed = z.safeParse(balanceParams, params)
      if (!parsed.success) throw invalidParams('toy_getBalance takes { address }.')
      return { balance: String(parsed.data.address === account.address ? account.balance : 0n) }
    }
    case 'toy_signMessage': {
      const parsed = z.safeParse(signMessageParams, params)
      if (!parsed.success) throw invalidParams('toy_signMessage takes { message, address }.')
      if (parsed.data.address !== account.address) throw unauthorized()
      const bytes = new TextEncoder().encode(parsed.data.message)
      const raw = `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
      await ask({ kind: 'sign', title: 'Sign a message', details: describeMessage(bytes, raw, account.address) })
      return { signature: await account.sign(parsed.data.message) }
    }
    default:
      throw unsupportedMethod(method)
  }
}
