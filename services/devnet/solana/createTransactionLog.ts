import { getBase58Decoder, getCompiledTransactionMessageDecoder, type Address, type EncodedAccount, type Transaction } from '@solana/kit'
import { TOKEN_PROGRAM } from './solanaRpcMethods.js'

const TOKEN_ACCOUNT_BYTES = 165
/** What the devnet charges a signature, as getFeeForMessage answers. */
export const FEE_PER_SIGNATURE = 5_000
/** Kept for getSignaturesForAddress and getTransaction; a devnet session makes far fewer. */
const MAX_TRANSACTIONS = 10_000

/** A token account's balance as getTransaction's meta writes it (pre/postTokenBalances). */
export interface TokenBalanceJson {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: { amount: string; decimals: number; uiAmount: number; uiAmountString: string }
}

/** A landed transaction in getTransaction's `json` encoding. */
export interface TransactionJson {
  slot: number
  blockTime: number
  version: 'legacy' | 0
  meta: {
    err: null
    fee: number
    preBalances: number[]
    postBalances: number[]
    preTokenBalances: TokenBalanceJson[]
    postTokenBalances: TokenBalanceJson[]
    logMessages: string[]
    status: { Ok: null }
    innerInstructions: []
    loadedAddresses: { readonly: []; writable: [] }
    rewards: []
    computeUnitsConsumed: number
  }
  transaction: {
    signatures: string[]
    message: {
      accountKeys: string[]
      header: { numRequiredSignatures: number; numReadonlySignedAccounts: number; numReadonlyUnsignedAccounts: number }
      instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: null }[]
      recentBlockhash: string
    }
  }
}

/** The balances of a transaction's accounts at one moment: lamports, and token amounts where an account is one. */
interface Snapshot {
  lamports: number[]
  tokens: TokenBalanceJson[]
}

export interface TransactionLog {
  /** The state of the transaction's accounts before it runs; `landed` takes it and the state after. */
  before(transaction: Transaction, read: (address: Address) => EncodedAccount | undefined): (landed: { signature: string; slot: number; logs: string[]; unitsConsumed: number }) => void
  /** Signatures of the transactions whose accounts include `address`, newest first, as getSignaturesForAddress pages them. */
  signaturesFor(address: string, options: { limit: number; before?: string | undefined; until?: string | undefined }): { signature: string; slot: number; blockTime: number }[]
  transaction(signature: string): TransactionJson | undefined
}

/**
 * What a validator's ledger keeps of each landed transaction for getSignaturesForAddress and
 * getTransaction: its accounts, instructions, fee, and every account's lamports and token amounts
 * before and after, as a real node's transaction meta gives them, so that an indexer reads SOL and
 * SPL token transfers from the balance changes exactly as it would on a public cluster.
 */
export function createTransactionLog(): TransactionLog {
  const bySignature = new Map<string, TransactionJson>()
  const byAddress = new Map<string, string[]>()
  const decodeMessage = getCompiledTransactionMessageDecoder()
  const base58 = getBase58Decoder()

  const snapshot = (keys: readonly Address[], read: (address: Address) => EncodedAccount | undefined): Snapshot => {
    const tokens: TokenBalanceJson[] = []
    const lamports = keys.map((key, accountIndex) => {
      const account = read(key)
      if (account?.programAddress === TOKEN_PROGRAM && account.data.length === TOKEN_ACCOUNT_BYTES) {
        const mint = base58.decode(account.data.slice(0, 32))
        const mintAccount = read(mint as Address)
        const decimals = mintAccount?.data[44] ?? 0
        const amount = new DataView(account.data.buffer, account.data.byteOffset + 64, 8).getBigUint64(0, true)
        tokens.push({ accountIndex, mint, owner: base58.decode(account.data.slice(32, 64)), programId: TOKEN_PROGRAM, uiTokenAmount: uiTokenAmount(amount, decimals) })
      }
      return Number(account?.lamports ?? 0n)
    })
    return { lamports, tokens }
  }

  return {
    before(transaction, read) {
      const message = decodeMessage.decode(transaction.messageBytes)
      const keys = message.staticAccounts
      const pre = snapshot(keys, read)
      return ({ signature, slot, logs, unitsConsumed }) => {
        const post = snapshot(keys, read)
        if (bySignature.size >= MAX_TRANSACTIONS) bySignature.delete(bySignature.keys().next().value!)
        bySignature.set(signature, {
          slot,
          blockTime: Math.floor(Date.now() / 1000),
          version: message.version === 'legacy' ? 'legacy' : 0,
          meta: {
            err: null,
            fee: FEE_PER_SIGNATURE * message.header.numSignerAccounts,
            preBalances: pre.lamports,
            postBalances: post.lamports,
            preTokenBalances: pre.tokens,
            postTokenBalances: post.tokens,
            logMessages: logs,
            status: { Ok: null },
            innerInstructions: [],
            loadedAddresses: { readonly: [], writable: [] },
            rewards: [],
            computeUnitsConsumed: unitsConsumed,
          },
          transaction: {
            signatures: Object.values(transaction.signatures).map((bytes) => (bytes ? base58.decode(bytes) : '')),
            message: {
              accountKeys: [...keys],
              header: {
                numRequiredSignatures: message.header.numSignerAccounts,
                numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
                numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
              },
              // A version 1 message keeps its instructions otherwise; no client here sends one.
              instructions: ('instructions' in message ? message.instructions : []).map((instruction) => ({
                programIdIndex: instruction.programAddressIndex,
                accounts: [...(instruction.accountIndices ?? [])],
                data: base58.decode(instruction.data ?? new Uint8Array()),
                stackHeight: null,
              })),
              recentBlockhash: message.lifetimeToken,
            },
          },
        })
        for (const address of new Set<string>(keys)) byAddress.set(address, [...(byAddress.get(address) ?? []), signature])
      }
    },
    signaturesFor(address, { limit, before, until }) {
      const all = byAddress.get(address) ?? []
      const newestFirst = all.filter((signature) => bySignature.has(signature)).reverse()
      const start = before === undefined ? 0 : newestFirst.indexOf(before) + 1
      if (before !== undefined && start === 0) return []
      const end = until === undefined ? newestFirst.length : newestFirst.indexOf(until)
      return newestFirst.slice(start, end === -1 ? newestFirst.length : end).slice(0, limit).map((signature) => {
        const landed = bySignature.get(signature)!
        return { signature, slot: landed.slot, blockTime: landed.blockTime }
      })
    },
    transaction: (signature) => bySignature.get(signature),
  }
}

function uiTokenAmount(amount: bigint, decimals: number): TokenBalanceJson['uiTokenAmount'] {
  const text = amount.toString().padStart(decimals + 1, '0')
  const uiAmountString = decimals === 0 ? text : `${text.slice(0, -decimals)}.${text.slice(-decimals)}`.replace(/\.?0+$/, '')
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
