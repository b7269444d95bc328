import * as z from 'zod'
import { decodeBase58 } from '../../../../core/format/base58.js'
import { formatUnits } from '../../../../core/format/units.js'
import { HttpError } from '../../http/Route.js'
import type { DataChain } from '../DataChain.js'
import type { RpcClient } from '../rpc/createRpcClient.js'
import { resultOf } from './readBalances.js'
import { HISTORY_PAGE_SIZE } from './readHistory.js'
import type { HistoryTransaction, HistoryTransfer } from './toTransaction.js'

export interface ReadSolanaHistoryOptions {
  rpc: RpcClient
  chain: DataChain
  /** base58, as given */
  account: string
  /** The signature the previous page ended with. */
  cursor: string | undefined
  iconUrl(symbol: string): string
}

const MAX_KEYS = 256
const Signatures = z.array(z.object({ signature: z.string().max(100), slot: z.number().int().nonnegative() })).max(HISTORY_PAGE_SIZE + 1)
const TokenBalances = z.array(z.object({
  accountIndex: z.number().int().min(0).max(MAX_KEYS),
  mint: z.string().max(64),
  owner: z.string().max(64).optional(),
  uiTokenAmount: z.object({ amount: z.string().regex(/^\d{1,40}$/), decimals: z.number().int().min(0).max(255) }),
})).max(MAX_KEYS)
/** getTransaction in the `json` encoding: what an indexer needs of it. */
const TransactionReply = z.object({
  slot: z.number().int().nonnegative(),
  blockTime: z.number().int().nullable(),
  meta: z.object({
    err: z.unknown(),
    fee: z.number().int().nonnegative(),
    preBalances: z.array(z.number().int().nonnegative()).max(MAX_KEYS),
    postBalances: z.array(z.number().int().nonnegative()).max(MAX_KEYS),
    preTokenBalances: TokenBalances.optional(),
    postTokenBalances: TokenBalances.optional(),
  }),
  transaction: z.object({ message: z.object({ accountKeys: z.array(z.string().max(64)).max(MAX_KEYS) }) }),
})
type TransactionReply = z.infer<typeof TransactionReply>

/** A cursor is the last signature shown: base58 of 64 bytes. */
const isSignature = (value: string) => /^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(value) && decodeBase58(value)?.length === 64

/**
 * One page of a Solana account's history, newest first, 20 a page, read from the node as a
 * Solana indexer reads it: getSignaturesForAddress for the account's transactions, then
 * getTransaction for each, whose balances before and after say what moved. SOL moves are the
 * account's lamport change (its fee given back, as a fee is no transfer), SPL moves the change of
 * the token accounts it owns, for the chain's configured tokens. The cursor is the last signature
 * shown, as getSignaturesForAddress pages by it; one that is not a signature is a 400.
 */
export async function readSolanaHistory(options: ReadSolanaHistoryOptions): Promise<{ data: HistoryTransaction[]; next: string | null }> {
  const { rpc, account, cursor } = options
  if (cursor !== undefined && !isSignature(cursor)) throw new HttpError(400, 'The cursor is not one this API issued for this account and chain; start again without a cursor')
  const signatures = Signatures.parse(await rpc.call('getSignaturesForAddress', [
    account,
    { limit: HISTORY_PAGE_SIZE + 1, commitment: 'confirmed', ...(cursor === undefined ? {} : { before: cursor }) },
  ]))
  const page = signatures.slice(0, HISTORY_PAGE_SIZE)
  const replies = page.length === 0 ? [] : await rpc.batch(page.map(({ signature }) => ({
    method: 'getTransaction',
    params: [signature, { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 }],
  })))
  const data = page.flatMap(({ signature }, index) => {
    const reply = resultOf(replies[index])
    // A node that pruned the transaction answers null: nothing to show for it.
    return reply === null ? [] : [toSolanaTransaction(signature, TransactionReply.parse(reply), options)]
  })
  const last = page.at(-1)
  return { data, next: signatures.length > HISTORY_PAGE_SIZE && last ? last.signature : null }
}

function toSolanaTransaction(signature: string, reply: TransactionReply, options: ReadSolanaHistoryOptions): HistoryTransaction {
  const { chain, account } = options
  const keys = reply.transaction.message.accountKeys
  const { meta } = reply
  const self = keys.indexOf(account)
  const transfers: HistoryTransfer[] = []
  // The other side, for sentFrom and sentTo: of the token moved, else of the SOL. Token moves
  // come first: the SOL a token transfer costs (a new token account's rent) is its side effect.
  let counterparty: string | undefined

  for (const token of chain.tokens ?? []) {
    const change = new Map<string, bigint>()
    for (const [balances, sign] of [[meta.preTokenBalances ?? [], -1n], [meta.postTokenBalances ?? [], 1n]] as const) {
      for (const balance of balances) {
        if (balance.mint !== token.address || !balance.owner) continue
        change.set(balance.owner, (change.get(balance.owner) ?? 0n) + sign * BigInt(balance.uiTokenAmount.amount))
      }
    }
    const mine = change.get(account) ?? 0n
    if (mine === 0n) continue
    transfers.push(transfer(token.name, token.symbol, options.iconUrl(token.symbol), mine, token.decimals))
    const owners = [...change.keys()]
    counterparty ??= owners[mostOpposite(owners.map((owner) => change.get(owner) ?? 0n), mine, owners.indexOf(account))]
  }

  if (self !== -1) {
    const feePaid = self === 0 ? BigInt(meta.fee) : 0n
    const lamports = BigInt(meta.postBalances[self] ?? 0) - BigInt(meta.preBalances[self] ?? 0) + feePaid
    if (lamports !== 0n) {
      const { symbol, name, decimals } = chain.nativeCurrency
      transfers.push(transfer(name, symbol, options.iconUrl(symbol), lamports, decimals))
      counterparty ??= keys[mostOpposite(keys.map((_, index) => BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0)), lamports, self)]
    }
  }

  const sending = transfers.length > 0 && transfers.every((moved) => moved.direction === 'out')
  const receiving = transfers.length > 0 && transfers.every((moved) => moved.direction === 'in')
  const other = counterparty ?? keys.find((key) => key !== account) ?? account
  return {
    id: signature,
    metadata: {
      minedAt: new Date((reply.blockTime ?? 0) * 1000).toISOString(),
      chain: chain.caipNetworkId,
      status: meta.err === null || meta.err === undefined ? 'confirmed' : 'failed',
      operationType: sending ? 'send' : receiving ? 'receive' : 'execute',
      sentFrom: receiving ? other : account,
      sentTo: receiving ? account : other,
    },
    transfers,
  }
}

function transfer(name: string, symbol: string, iconUrl: string, change: bigint, decimals: number): HistoryTransfer {
  return {
    fungible_info: { name, symbol, icon: { url: iconUrl } },
    direction: change > 0n ? 'in' : 'out',
    quantity: { numeric: formatUnits(change > 0n ? change : -change, decimals) },
  }
}

/** The index whose change is the largest against `mine`'s sign (who received what the account sent, or the reverse). */
function mostOpposite(changes: readonly bigint[], mine: bigint, self: number): number {
  let best = -1
  for (const [index, change] of changes.entries()) {
    if (index === self || (mine > 0n ? change >= 0n : change <= 0n)) continue
    if (best === -1 || (change < 0n ? -change : change) > (changes[best]! < 0n ? -changes[best]! : changes[best]!)) best = index
  }
  return best
}
