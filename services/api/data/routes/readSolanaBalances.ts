import * as z from 'zod'
import { decodeBase58, encodeBase58 } from '../../../../core/format/base58.js'
import type { TokenBalance } from '../../../../core/types/account.js'
import type { DataChain, DataToken } from '../DataChain.js'
import type { RpcClient } from '../rpc/createRpcClient.js'
import { resultOf, toBalance } from './readBalances.js'

export interface ReadSolanaBalancesOptions {
  rpc: RpcClient
  chain: DataChain
  /** base58, as given */
  account: string
  iconUrl(symbol: string): string
}

const BalanceReply = z.object({ value: z.number().int().nonnegative() })
/** Token accounts as getTokenAccountsByOwner gives them in base64: mint, owner and amount at fixed offsets. */
const TokenAccountsReply = z.object({
  value: z.array(z.object({ account: z.object({ data: z.tuple([z.string().max(1_000), z.literal('base64')]) }) })).max(1_000),
})
const TOKEN_ACCOUNT_SIZE = 165

/**
 * A Solana account's balances read live from the node, in one batch: SOL always, then each of the
 * chain's configured SPL tokens the account holds (its token accounts of that mint, summed). Every
 * token account is checked to be of the mint and the owner asked for: a node answering with
 * another account's data is an error, never a balance.
 */
export async function readSolanaBalances(options: ReadSolanaBalancesOptions): Promise<TokenBalance[]> {
  const { rpc, chain, account } = options
  const tokens = chain.tokens ?? []
  const [balance, ...held] = await rpc.batch([
    { method: 'getBalance', params: [account, { commitment: 'confirmed' }] },
    ...tokens.map((token) => ({ method: 'getTokenAccountsByOwner', params: [account, { mint: token.address }, { encoding: 'base64', commitment: 'confirmed' }] })),
  ])
  const lamports = BalanceReply.parse(resultOf(balance)).value
  const entries = [toBalance(chain, { ...chain.nativeCurrency, amount: BigInt(lamports), iconUrl: options.iconUrl(chain.nativeCurrency.symbol) })]
  for (const [index, token] of tokens.entries()) {
    const amount = heldAmount(TokenAccountsReply.parse(resultOf(held[index])), token, account)
    if (amount > 0n) entries.push(toBalance(chain, { ...token, amount, iconUrl: options.iconUrl(token.symbol) }))
  }
  return entries
}

function heldAmount(reply: z.infer<typeof TokenAccountsReply>, token: DataToken, owner: string): bigint {
  let total = 0n
  for (const { account } of reply.value) {
    const data = Buffer.from(account.data[0], 'base64')
    if (data.length !== TOKEN_ACCOUNT_SIZE) throw new Error('a token account of the wrong size')
    if (encodeBase58(data.subarray(0, 32)) !== token.address || encodeBase58(data.subarray(32, 64)) !== owner) {
      throw new Error('a token account of another mint or owner')
    }
    total += data.readBigUInt64LE(64)
  }
  return total
}

/** A Solana address: base58 that decodes to a 32-byte public key. */
export const isSolanaDataAddress = (address: string): boolean => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address) && decodeBase58(address)?.length === 32
